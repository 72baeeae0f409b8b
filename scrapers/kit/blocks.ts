// Pages that firewalls and rate limiters put in front of a portal or a published file, served with
// 200. They are no platform's pages, so they are matched on their wording.
const BLOCK_WORDING = [
  /the requested url was rejected/i,
  /request rejected/i,
  /access denied/i,
  /you have been blocked/i,
  /too many requests/i,
  /unusual traffic/i,
  /attention required/i,
  /verify you are (a )?human/i,
  /incapsula incident/i,
];

/** Whether a page's text (its body and title as a person reads them) is a block page's wording. */
export function isBlockWording(text: string): boolean {
  return BLOCK_WORDING.some((re) => re.test(text));
}
