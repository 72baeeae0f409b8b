// Stage (spec 3.1) from the council's status and decision wording, the decision and issued dates and
// any appeal outcome. Every council words these differently; the rules below are ordered so that the
// more specific phrase always wins ("prior approval not required" before "required", "discharged in
// part" before "discharged", "no objection" before "objection").
import type { Stage } from '../../core/domain/planning/vocabulary.js';

/** What one piece of wording says, before status, decision and appeal are weighed together. */
// 'opinion': an EIA screening or scoping opinion, or a consultee's response with no outcome: 3.1 decided, and
// firm (an aggregator's "Permitted" status beside it does not make it a grant). 'conditions': a status of
// "Conditions" alone (PlanIt's state for a permission with conditions): approved where the decision says
// nothing decisive.
// 'held': a decision held until a legal agreement is signed (pending, firm in the same way).
type Signal =
  Stage | 'appeal-lodged' | 'non-determination' | 'no-information' | 'opinion' | 'conditions' | 'held';

interface Rule {
  re: RegExp;
  signal: Signal;
}

// Order matters: the first matching rule decides. Each group cites the 3.1 row it implements.
const RULES: Rule[] = [
  // Placeholders that carry no outcome.
  {
    re: /^(?:-+|n\/?a|none|null|unknown|not available|not applicable|tbc|to be confirmed|no decision(?: yet)?|not yet decided|awaiting decision|pending decision|decision pending|no associated appeals|all)$/,
    signal: 'no-information',
  },
  { re: /^conditions$/, signal: 'conditions' },
  // Decision codes of back-office systems (Uniform, Civica, Northgate) published as the whole field,
  // e.g. Gateshead's "APP". Exact codes only: a short code inside other wording is not read.
  { re: /^(?:app|appr|apc|apcon|ac|gc|gtc|gr|gfp|gop|perm|nobj|no obj|rno)$/, signal: 'approved' },
  { re: /^(?:rfs|refpp|obj)$/, signal: 'refused' },
  { re: /^(?:wd|wtd|withd|fdo)$/, signal: 'withdrawn' },
  { re: /^(?:spl|pdis)$/, signal: 'decided' },
  // Tree notices: once the six weeks have passed without an order the works may proceed (3.1 approved).
  { re: /\b(?:6|six)[- ]weeks?\b[^.;]*\b(?:elapsed|expired|passed|lapsed)\b/, signal: 'approved' },
  { re: /^(?:inv|ret)$/, signal: 'other' },
  // Outcomes given for part only ("Partial Approval", "Some conditions discharged", "Appeal allowed in
  // part"): 3.1 decided (split or partial decision, conditions discharged in part). Read before the
  // whole outcomes below, which the same wording also contains.
  {
    re: /\bpartial(?:ly)?\b|\(part\)|\b(?:allowed|granted|approved|discharged|agreed|permitted|dismissed|refused) in part\b|\bpart(?:ial|ially|ly)? (?:approv|grant|allow|discharg|refus|permi|agree|dismiss)|\bsome (?:of the )?(?:conditions?|details)\b/,
    signal: 'decided',
  },
  // Appeal outcomes written into the status or decision field. Allowed -> approved, dismissed -> refused.
  {
    re: /\b(?:appeal (?:allowed|upheld|approved|granted|succeeded|successful)|allowed (?:on|at) appeal|approved (?:on|at) appeal|granted (?:on|at) appeal|appeal allowed|department application approved|approved by council of ministers|aper1?|permitted at appeal)\b/,
    signal: 'approved',
  },
  {
    re: /\b(?:appeal (?:dismissed|refused|rejected|failed|unsuccessful)|dismissed (?:on|at) appeal|refused (?:on|at) appeal|department application refused|refused by council of ministers|aref1?)\b/,
    signal: 'refused',
  },
  {
    re: /\b(?:split decision at appeal|decision split at appeal|appeal split|asplit|appeal part allowed)\b/,
    signal: 'decided',
  },
  { re: /\bdepartment application withdrawn\b/, signal: 'withdrawn' },
  // Appeal against non-determination -> other (3.1), unless the appeal outcome is already given above.
  { re: /non[- ]?determination|failure to determine|not determined within/, signal: 'non-determination' },
  // "Not yet determined" is pending, though it contains "determined" (3.1 pending).
  {
    re: /\bnot (?:yet )?(?:been )?(?:determined|decided)\b|\bundetermined\b|\bundecided\b/,
    signal: 'pending',
  },
  // An officer's recommendation, or more time agreed, is not yet the decision (3.1 pending).
  {
    re: /^(?:officer |case officer |officers? )?recommend\w*\b(?! returned)|\brecommended (?:for )?(?:approval|refusal|grant|refuse|approve|permission)|\bextension of time agreed\b/,
    signal: 'pending',
  },
  // Committee resolutions awaiting a legal agreement are not yet a decision (3.1 pending).
  {
    re: /minded to|resolution to|resolved to/,
    signal: 'pending',
  },
  // A decision drafted but held until a legal agreement is signed is not yet issued: pending, and firm over an
  // aggregator's "Permitted" status. ("Approve subject to S106" is the decision itself: approved, below.)
  {
    re: /\b(?:awaiting|pending|waiting(?: for)?) (?:the )?(?:completion of |signing of )?(?:s106|section 106|legal agreement)/,
    signal: 'held',
  },
  { re: /appeal (?:decided|determined|complete)/, signal: 'decided' },
  // Withdrawn or not proceeded with (3.1 withdrawn).
  {
    re: /\bwithdrawn?\b|\bwdn\b|\bwithdrawal\b|not proceeded(?: with)?|\bnpw\b|finally disposed|\bdisposed\b|\blapsed\b|\bcancell?ed\b|\bno further action\b.*withdrawn|treated as withdrawn|deemed withdrawn/,
    signal: 'withdrawn',
  },
  // Invalid or returned, decided by another authority, a notice taking no decision (3.1 other). A
  // record made in error, a duplicate or one superseded by another is a notice taking no decision.
  {
    re: /(?:decided|determined|dealt with|decision(?: made)?|transferred|passed) (?:by|to) (?:the )?(?:county|secretary of state|sos\b|planning inspectorate|inspectorate|another|other|adjoining|neighbouring|national park|development corporation|mayor)|(?:approved|granted|refused) by (?:the )?(?:secretary of state|sos)\b|^(?:pan|pac)\b|proposal of application notice|\bpan (?:notification|agreed|accepted|received)|\bnotice (?:accepted|agreed)\b|not (?:for )?(?:this|our) (?:authority|council)|not a planning matter|\bin error\b|\bduplicate\b|\bsuperseded\b|\bnullified\b|\brefund(?:ed)?\b|\binvalid\b|not valid|\breturned\b|\bnot ours\b|another (?:authority|council|lpa)|other (?:authority|council)|neighbouring (?:authority|council)|county (?:council )?matter|referred to (?:the )?county|\bnot (?:a )?valid|\bincomplete\b|\bvoid\b|\bdapp\b|^department application$|pre[- ]?app(?:lication)?(?: advice)?(?: response)? (?:issued|given|sent|provided|closed)|advice (?:given|issued|sent|provided)|\bnoted\b|\backnowledged\b|information only|no decision required|not required to determine|no formal decision|\bclosed - no decision\b|\brecommendation returned\b/,
    signal: 'other',
  },
  // Split or partial decisions, declined to determine (3.1 decided).
  {
    re: /\bsplit\b|part(?:ly|ially)? (?:granted|approved|permitted|refused|allowed|discharged|agreed)|partial discharge|(?:granted|approved|discharged|agreed) in part|in part\b|\bpart (?:approve|grant|refuse|discharge)|declined? to determine|declines? to determine|\bs70a\b|section 70a/,
    signal: 'decided',
  },
  // Prior approval: "not required" -> approved; "required" alone -> decided; required and then granted or refused follows the outcome.
  {
    re: /prior (?:approval|notification)[^.;]*\bnot (?:required|needed)|\bpa not required|approval not required|\bpnr\b|prior approval is not required|determination not required|details not required/,
    signal: 'approved',
  },
  {
    re: /(?:prior approval|\bapproval|\bpa)[^.;]*\brequired\b[^.;]*\b(?:refus|not (?:granted|given|approved))|(?:refuse|refusal of) prior approval|prior approval refused|prior approval (?:is )?(?:not granted|not given|denied)/,
    signal: 'refused',
  },
  {
    re: /(?:prior approval|\bapproval|\bpa)[^.;]*\brequired\b[^.;]*\b(?:approv|grant|given|permit|agreed)|prior approval (?:approved|granted|given|agreed|permitted)|(?:grant|approve) prior approval/,
    signal: 'approved',
  },
  { re: /prior approval[^.;]*\brequired\b|\bpar\b|approval (?:is )?required/, signal: 'decided' },
  // EIA screening and scoping opinions (3.1 decided).
  {
    re: /\bopinion (?:issued|given|adopted|sent)|screening|scoping|\beia\b|environmental (?:impact )?(?:assessment|statement) (?:is )?(?:not )?(?:required|scope)|\bes (?:is )?(?:not )?required/,
    signal: 'opinion',
  },
  // A consultee's reply with no outcome stated (3.1 decided: outcome not published).
  {
    re: /\bresponse (?:sent|issued) to (?:the )?consult|\breplied\b|\bresponded to\b/,
    signal: 'opinion',
  },
  // Ruling that permission or consent is not required -> approved; that it is required -> refused (3.1).
  // "Not permitted development" is the ruling that permission is required, so it is read first.
  { re: /\bnot (?:a |classed as )?permitted development\b|\bnot pd\b/, signal: 'refused' },
  {
    re: /(?:permission|consent|planning application|application|advertisement consent|listed building consent) (?:is )?not required|not development|does not (?:constitute|require)|no (?:planning )?permission (?:is )?required|permitted development\b(?! rights removed)|\bpd\b|\bnot required\b|\bexempt(?:ion)?\b/,
    signal: 'approved',
  },
  {
    re: /(?:permission|consent) (?:is )?(?:required|needed)|\bapplication (?:is )?(?:required|needed)\b/,
    signal: 'refused',
  },
  // Tree preservation orders: not made -> approved; made in response to a notice -> refused (3.1).
  {
    re: /(?:tpo|tree preservation order|order) (?:not (?:to be )?made|not served|not confirmed|not required|not placed)|no tpo|do not make (?:a )?tpo|not to make (?:a )?(?:tpo|tree preservation order)/,
    signal: 'approved',
  },
  {
    re: /hedgerow retention notice|(?:tpo|tree preservation order|order) (?:made|served|placed|to be made|confirmed)|make (?:a )?(?:tpo|tree preservation order)|\btpo raised\b/,
    signal: 'refused',
  },
  // Lawful-development certificates (3.1: issued -> approved, not issued -> refused).
  {
    re: /negative certificate|certificate[^.;]*\b(?:refus|not issued|not granted|declined|withheld)|(?:refuse|refusal of)[^.;]*certificate|not lawful|unlawful|clawr|\bcl(?:u|eud|opud)? ?ref/,
    signal: 'refused',
  },
  {
    re: /positive certificate|certificate[^.;]*\b(?:issued|granted|agreed|approved|given)|(?:issue|grant)[^.;]*certificate|\blawful\b|clawa/,
    signal: 'approved',
  },
  // Conditions: discharged in full -> approved; not discharged -> refused (in part is handled above).
  {
    re: /(?:conditions?|details?)[^.;]*not (?:discharged|approved|agreed|acceptable)|not discharged|(?:refuse|refusal of) (?:details|discharge)/,
    signal: 'refused',
  },
  {
    re: /discharged|(?:conditions?|details?) (?:approved|agreed|acceptable|complied)|\bdischarge (?:conditions?|details?)\b|compliance confirmed|confirmation of compliance|condition(?:s)? (?:fully )?met/,
    signal: 'approved',
  },
  // Consultee responses (3.1: no comment or no objection -> approved).
  {
    re: /(?<!\bnot? )\b(?:works?|development|can|may) (?:can |may )?proceed\b|^support(?:ed)?$|no objections?|not object|no comments?|no observations|raise[sd]? no|no adverse comment|do not object|does not object/,
    signal: 'approved',
  },
  { re: /\bobjections?\b|\bobjects?\b|objected|raise[sd]? objection/, signal: 'refused' },
  // Plain grants and refusals.
  {
    re: /\brefus|\breject|\bdismiss|\bdeclined?\b|not (?:approved|granted|permitted|agreed|accepted|acceptable)|\bref\b|\bdelref\b|\brefd?\b|\brf\b|\bdenied\b|\bunacceptable\b/,
    signal: 'refused',
  },
  {
    re: /approv|\bgrant|\bpermit|\ballowed\b|consent(?:ed)?\b|\bagreed\b|\baccepted\b|acceptable|\bper\b|\bgra\b|\bgtd\b|\bpermission\b|conditional|\bauthori[sz]ed\b|\bdeemed consent|\bno conditions\b|\bcertificate issued\b|\bfp approval\b|\bissue(?:d)? (?:consent|permission)/,
    signal: 'approved',
  },
  // Appeals lodged or in progress: the application's own outcome (if any) still decides.
  { re: /\bappeal\b/, signal: 'appeal-lodged' },
  // Committee stages with no outcome yet (3.1 pending): "to be determined at committee" is not decided.
  {
    re: /\bto be (?:determined|decided|considered|heard)\b|(?:reported|referred|going|deferred|submitted) to (?:the )?(?:planning )?committee|committee (?:date|meeting|agenda|report)|(?:awaiting|pending|for) (?:the )?(?:planning )?committee|^(?:planning )?committee$/,
    signal: 'pending',
  },
  // Decided with no outcome published (3.1 decided).
  {
    re: /\bdecided\b|\bdetermined\b|decision (?:issued|made|notice|sent|taken)|\bcompleted?\b|\bclosed\b|\bobservations?\b|\bcomments? (?:sent|made|issued)|\bresponse (?:sent|issued)|\bfinal(?:ised)?\b|^(?:comments?|neutral|issued)$|\brepresentations? (?:made|sent)\b/,
    signal: 'decided',
  },
  // Not yet decided (3.1 pending).
  {
    re: /pending|awaiting|under consideration|\bregistered\b|\breceived\b|\bvalid(?:ated)?\b|in progress|\bcurrent\b|\blive\b|consultation|\bnew\b|called[- ]in|referred to (?:the )?(?:sos|secretary of state)|secretary of state|minded to|subject to (?:s106|section 106|legal agreement)|resolution to|\bopen\b|under (?:assessment|review)|being (?:considered|processed)|\bin (?:assessment|hand)\b|not yet|\bsubmitted\b|on hold|\bholding\b|\bdeferred\b|registration|\bunallocated\b|allocated|with case officer|\bprocessing\b/,
    signal: 'pending',
  },
];

const APPEAL_WITHDRAWN =
  /\b(?:appeal withdrawn|withdrawn appeal|awdn|appeal declined|appeal (?:null and )?void|appeal quashed)\b/g;

const APPEAL_AGAINST_CONDITIONS = /against (?:the )?(?:imposition of |a |the )?conditions?\b/;

function normalise(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a single piece of council wording says about the outcome. Exported for tests. */
export function signalOf(text: string | null | undefined): Signal {
  // "Appeal withdrawn" says nothing about the application's own outcome, which the rest still gives.
  const t = normalise(text).replace(APPEAL_WITHDRAWN, ' ').trim();
  if (!t) return 'no-information';
  for (const rule of RULES) if (rule.re.test(t)) return rule.signal;
  return 'no-information';
}

const DECISIVE_STAGES = new Set<Signal>(['approved', 'refused', 'withdrawn', 'decided', 'other']);
function isDecisive(signal: Signal): signal is Exclude<Stage, 'pending'> {
  return DECISIVE_STAGES.has(signal);
}

export interface StageInput {
  status?: string | null;
  decision?: string | null;
  appeal_decision?: string | null;
  appeal_status?: string | null;
  decision_date?: string | null;
  decision_issued_date?: string | null;
}

/**
 * Spec 3.1. A decided appeal outcome overrides the application's own decision (allowed -> approved,
 * dismissed -> refused, split -> decided); a lodged appeal leaves the decision as it was; an appeal
 * against non-determination with no outcome is `other`.
 */
export function stageFrom(input: StageInput): Stage {
  // An appeal against the conditions of a permission leaves it a permission whatever the outcome.
  const appealRaw = normalise(input.appeal_decision);
  const againstConditions = APPEAL_AGAINST_CONDITIONS.test(appealRaw);
  const appeal = againstConditions ? 'no-information' : signalOf(input.appeal_decision);
  if (appeal === 'approved' || appeal === 'refused' || appeal === 'decided') return appeal;
  // Some councils fill the appeal field with "Allowed" or "Dismissed" alone, or with the ground too:
  // "Allowed (Non-Determination)", "Non-determination - Dismissed". The outcome decides, not the ground.
  const appealText = againstConditions ? '' : appealRaw;
  // An enforcement notice "upheld" is the appeal dismissed; an appeal "upheld" is allowed.
  const allowed = /^(?:granted|approved|upheld)\b|\ballowed\b|\bappeal upheld\b/.test(appealText);
  const dismissed = /^(?:refused|rejected)\b|\bdismissed\b|\bnotice upheld\b/.test(appealText);
  if (allowed !== dismissed) return allowed ? 'approved' : 'refused';

  const decision = signalOf(input.decision);
  const status = signalOf(input.status);
  const appealStatus = signalOf(input.appeal_status);

  if (decision === 'opinion') return 'decided';
  if (decision === 'held') return 'pending';
  if (isDecisive(decision)) {
    // "Withdrawn" or "Invalid" in the status over a bare "Decided"-style decision field.
    if (
      decision === 'decided' &&
      (status === 'withdrawn' || status === 'other' || status === 'approved' || status === 'refused')
    ) {
      return status as Stage;
    }
    return decision;
  }
  if (isDecisive(status)) return status;
  if (status === 'opinion') return 'decided';
  if (status === 'held') return 'pending';
  if (status === 'conditions' && decision !== 'pending' && decision !== 'appeal-lodged') return 'approved';

  const nonDetermination =
    decision === 'non-determination' ||
    status === 'non-determination' ||
    appealStatus === 'non-determination' ||
    appeal === 'non-determination';
  const hasDate = Boolean(normalise(input.decision_date) || normalise(input.decision_issued_date));
  if (nonDetermination) return 'other';
  if (
    decision === 'appeal-lodged' ||
    status === 'appeal-lodged' ||
    appeal === 'appeal-lodged' ||
    appealStatus === 'appeal-lodged'
  ) {
    // An appeal with no decision on the file and no decision date is against non-determination.
    return hasDate ? 'decided' : 'other';
  }
  if (decision === 'pending' || status === 'pending') return hasDate ? 'decided' : 'pending';
  // A decision date with no published outcome: decided (3.1, "outcome the council does not publish").
  return hasDate ? 'decided' : 'pending';
}
