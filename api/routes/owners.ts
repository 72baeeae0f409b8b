// Owners (spec 2.6, 4.12; Pro and above): GET /v1/owners?q=, /v1/owners/{number} (scope=group),
// /v1/owners/{number}/applications (interest owned, leased or any; live then historical on one
// cursor) and /v1/owners/{number}/group (the tree from the top company). An owner is one record;
// every application a response carries is charged as usual (spec 8). meta.sources names both releases.
import { Type } from '@sinclair/typebox';
import { queryFingerprint } from '../../core/cursor.js';
import { InvalidRequestError } from '../../core/errors.js';
import { featureGates, requirePlan } from '../../core/plans.js';
import { OwnersRepository } from '../../core/repositories/open-data/owners.repository.js';
import {
  HISTORICAL_CAP,
  OwnerApplicationsRepository,
  type Interest,
  type OwnerPosition,
} from '../../core/repositories/planning/owner-applications.repository.js';
import { statusCode } from '../../enrich/loaders/ownership.js';
import { chargeRecords } from '../../feed/metering.js';
import { attributionFor } from '../../feed/attribution.js';
import { listEnvelope } from '../../feed/planning/record.js';
import type { ApiApp, ApiDeps } from '../deps.js';
import { includeContact, nextCursor, pageSize, param, parseCompanyNumber, readCursor } from '../params.js';
import { sendJson } from '../plugins/json.js';
import { errorResponses } from '../plugins/openapi.js';
import { Enum, Nullable, OpenObject } from '../schemas/common.js';
import { applicationListSchema } from '../schemas/planning/application.js';
import { contactMeta, recordsDelivered } from '../services/applications.js';
import {
  deliverOwner,
  groupTree,
  ownerRecord,
  ownerSources,
  ownerTotals,
  resolveOwner,
  type Owner,
} from '../services/owners.js';

const SCOPES = ['company', 'group'] as const;
const INTERESTS = ['owned', 'leased', 'any'] as const;
const CH = 'https://find-and-update.company-information.service.gov.uk/company/';

const numberParams = Type.Object({
  number: Type.String({
    minLength: 1,
    maxLength: 12,
    description: 'Company registry number (leading zeros may be omitted: 1234567 is 01234567).',
  }),
});
const scope = Type.Optional(
  Enum(SCOPES, { description: 'company (default), or group: every company under its top company.' }),
);

const source = Type.Object({
  file: Type.String(),
  name: Type.String(),
  release: Type.String({ description: 'The release as a month: June 2024.' }),
  release_month: Type.String({ description: 'YYYY-MM' }),
  loaded_at: Type.String({ format: 'date-time' }),
});

const ownerItem = Type.Object({
  company_number: Type.String(),
  name: Type.String(),
  freehold_titles: Type.Integer(),
  leasehold_titles: Type.Integer(),
  overseas: Type.Boolean(),
  status_code: Nullable(Type.String()),
  links: Type.Object({ owner: Type.String(), applications: Type.String(), companies_house: Type.String() }),
});

const ownerFilter = Type.Object({
  company_number: Type.String(),
  name: Nullable(Type.String({ description: 'The top company in group view.' })),
  scope: Enum(SCOPES),
  companies: Type.Integer({ description: 'How many companies the owner covers.' }),
});

const appsMeta = Type.Object(
  {
    limit: Type.Integer(),
    count: Type.Integer(),
    next_cursor: Nullable(Type.String()),
    interest: Enum(INTERESTS),
    owner_filter: ownerFilter,
    live_total: Type.Integer(),
    historical_total: Type.Integer(),
    total: Type.Integer(),
    historical_capped: Type.Boolean(),
    totals_as_of: Nullable(
      Type.String({
        format: 'date',
        description:
          "The day the totals were counted for: the nightly rebuild of the owner's figures. Null: counted for this request (an owner the last rebuild held no application for). The records listed are always current.",
      }),
    ),
    sources: Type.Array(source),
  },
  { additionalProperties: true },
);

function ownerOf(o: Owner) {
  return {
    company_number: o.scope.number,
    name: o.name,
    scope: o.scope.group ? ('group' as const) : ('company' as const),
    companies: o.scope.members.length,
  };
}

export async function ownerRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  const base = () => deps.config.PUBLIC_BASE_URL.replace(/\/$/, '');

  app.get(
    '/v1/owners',
    {
      schema: {
        tags: ['owners'],
        summary: 'Owners by start of company name or registry number (Pro and above)',
        description:
          'Companies named as proprietors in the company-owned land files, most freehold titles first. Each owner listed is one record (o:<number>), free to re-read this month.',
        querystring: Type.Object(
          {
            q: Type.String({
              minLength: 1,
              maxLength: 160,
              description:
                'The start of a company name (case and punctuation ignored) or of a registry number.',
            }),
            limit: param.limit(),
            cursor: param.cursor,
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            data: Type.Array(ownerItem),
            meta: Type.Object({
              limit: Type.Integer(),
              count: Type.Integer(),
              next_cursor: Nullable(Type.String()),
              sources: Type.Array(source),
              hint: Type.Optional(Type.String()),
            }),
          }),
          ...errorResponses(403),
        },
      },
    },
    async (req, reply) => {
      requirePlan(req.account, featureGates.owners!, 'owners');
      const limit = pageSize(req.account, req.query.limit);
      const raw = req.query.q.trim();
      const norm = raw
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, ' ')
        .trim();
      if (!norm) throw new InvalidRequestError('q must hold letters or digits.', 'q');
      const looksNumber = /^([A-Z]{2})?\d{1,8}$/.test(norm.replace(/ /g, ''));
      const search = {
        namePrefix: norm,
        ...(looksNumber
          ? { number: parseCompanyNumber(norm.replace(/ /g, ''), 'q'), numberPrefix: norm.replace(/ /g, '') }
          : {}),
      };
      const fp = `owners?${queryFingerprint({ q: norm })}`;
      const after = readCursor(deps.config.CURSOR_SECRET, fp, req.query.cursor, (p) =>
        typeof p.f === 'number' && typeof p.n === 'string' ? { f: p.f, n: p.n } : null,
      );
      const [page, sources] = await Promise.all([
        new OwnersRepository(deps.db).search(search, limit, after),
        ownerSources(deps.db),
      ]);
      await chargeRecords(
        deps.db,
        req.account,
        recordsDelivered(
          req.account,
          page.rows.map((r) => `o:${r.company_number}`),
        ),
      );
      const data = page.rows.map((r) => ({
        company_number: r.company_number,
        name: r.name,
        freehold_titles: r.freehold_titles,
        leasehold_titles: r.leasehold_titles,
        overseas: r.overseas,
        status_code: r.status ? statusCode(r.status) : null,
        links: {
          owner: `${base()}/v1/owners/${r.company_number}`,
          applications: `${base()}/v1/owners/${r.company_number}/applications`,
          companies_house: `${CH}${r.company_number}`,
        },
      }));
      const meta: Record<string, unknown> = {
        limit,
        count: data.length,
        next_cursor: nextCursor(deps.config.CURSOR_SECRET, fp, page.next),
        sources,
      };
      if (!data.length && !after)
        meta.hint =
          'Owners are companies named as proprietors in the company-owned land files (England and Wales); private owners are absent. Try the start of the registered name or the registry number.';
      return sendJson(reply, { data, meta } as never);
    },
  );

  app.get(
    '/v1/owners/:number',
    {
      schema: {
        tags: ['owners'],
        summary: 'One owner, or with scope=group its whole group (Pro and above)',
        description:
          'The owner record of spec 2.6: the company (or group), counts of applications on its land (leased counts included), permissions about to lapse, refusals and withdrawals, appeals, applications per month, titles registered in the last three years, agents (Contact Data add-on). One record for the owner plus one per distinct application listed. ' +
          'Application figures are precomputed nightly: `figures` = {as_of, computed}. With computed = nightly, the counts of `applications`, `per_month`, `agents` and which records the lists (permissions_lapsing, refusals_withdrawals, appeals) hold are as of `as_of` (YYYY-MM-DD, the day of the last rebuild); the listed records themselves are read now, and one that no longer qualifies is left out. With computed = live (as_of null) everything was computed for this request: an owner the last rebuild held no application for.',
        params: numberParams,
        querystring: Type.Object({ scope }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            data: OpenObject({ description: 'The owner record (docs/owners.md lists its fields).' }),
            meta: Type.Object({
              sources: Type.Array(source),
              applications_listed: Type.Integer(),
              owner_filter: ownerFilter,
              attribution: Type.Optional(Type.Array(OpenObject())),
            }),
          }),
          ...errorResponses(403, 404),
        },
      },
    },
    async (req, reply) => {
      requirePlan(req.account, featureGates.owners!, 'owners');
      const owner = await resolveOwner(deps.db, req.params.number, req.query.scope ?? 'company');
      const { data, sources, applicationsListed } = await ownerRecord(deps, req.account, owner);
      return sendJson(reply, {
        data,
        meta: {
          sources,
          applications_listed: applicationsListed,
          owner_filter: ownerOf(owner),
          attribution: ownerAttribution(),
        },
      } as never);
    },
  );

  app.get(
    '/v1/owners/:number/applications',
    {
      schema: {
        tags: ['owners'],
        summary: "Every application on an owner's land as full records (Pro and above)",
        description: `Live records then historical records (at most ${HISTORICAL_CAP}), each newest received first, on one cursor. interest: owned (default; the freehold owner), leased (a registered lease of 7 years or more), any.`,
        params: numberParams,
        querystring: Type.Object(
          {
            interest: Type.Optional(Enum(INTERESTS, { description: 'owned (default), leased or any.' })),
            scope,
            limit: param.limit(),
            cursor: param.cursor,
            include_contact: param.includeContact,
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ data: applicationListSchema.properties.data, meta: appsMeta }),
          ...errorResponses(403, 404),
        },
      },
    },
    async (req, reply) => {
      requirePlan(req.account, featureGates.owners!, 'owners');
      const q = req.query;
      const limit = pageSize(req.account, q.limit);
      const interest: Interest = q.interest ?? 'owned';
      const owner = await resolveOwner(deps.db, req.params.number, q.scope ?? 'company');
      const fp = `owner-apps?${queryFingerprint({ n: owner.scope.number, g: owner.scope.group ? 1 : 0, interest })}`;
      const after = readCursor<OwnerPosition>(deps.config.CURSOR_SECRET, fp, q.cursor, (p) =>
        (p.s === 0 || p.s === 1) && typeof p.d === 'string' && typeof p.i === 'number'
          ? {
              s: p.s,
              d: p.d,
              i: p.i,
              ...(typeof p.cd === 'string' && typeof p.ci === 'number' ? { cd: p.cd, ci: p.ci } : {}),
            }
          : null,
      );
      const repo = new OwnerApplicationsRepository(deps.db);
      const totals = await ownerTotals(deps.db, owner.scope, interest);
      const [page, sources] = await Promise.all([
        repo.page(owner.scope, interest, limit, after, totals.historical),
        ownerSources(deps.db),
      ]);
      const { records, charge } = await deliverOwner(
        deps,
        req.account,
        owner,
        page.rows,
        includeContact(q.include_contact),
      );
      const meta: Record<string, unknown> & { limit: number; next_cursor: string | null } = {
        limit,
        next_cursor: nextCursor(
          deps.config.CURSOR_SECRET,
          fp,
          page.next as Record<string, string | number> | null,
        ),
        interest,
        owner_filter: ownerOf(owner),
        live_total: totals.live,
        historical_total: totals.historical,
        total: totals.live + totals.historical,
        historical_capped: totals.historical > HISTORICAL_CAP,
        totals_as_of: totals.as_of,
        sources,
      };
      const contactUse = contactMeta(charge);
      if (contactUse) meta.contact = contactUse;
      const attribution = attributionFor(records as unknown as Record<string, unknown>[]);
      if (attribution.length) meta.attribution = attribution;
      return sendJson(reply, listEnvelope(records, meta) as never);
    },
  );

  app.get(
    '/v1/owners/:number/group',
    {
      schema: {
        tags: ['owners'],
        summary: "An owner's group as a tree from its top company (Pro and above)",
        description:
          'Companies under the top company through majority control (persons with significant control that are companies), each with its titles. The group is one record (o:<top>/group).',
        params: numberParams,
        querystring: Type.Object({}, { additionalProperties: false }),
        response: {
          200: Type.Object({
            data: OpenObject({
              description:
                'The top company: {company_number, name, status_code, freehold_titles, leasehold_titles, share_band, children: [same]}.',
            }),
            meta: Type.Object({
              size: Type.Integer(),
              owner_filter: ownerFilter,
              sources: Type.Array(source),
            }),
          }),
          ...errorResponses(403, 404),
        },
      },
    },
    async (req, reply) => {
      requirePlan(req.account, featureGates.owners!, 'owners');
      const owner = await resolveOwner(deps.db, req.params.number, 'group');
      const [tree, sources] = await Promise.all([
        groupTree(deps.db, owner.scope.number, owner.scope.members),
        ownerSources(deps.db),
      ]);
      await deliverOwner(deps, req.account, owner, [], false);
      return sendJson(reply, {
        data: tree,
        meta: { size: owner.scope.members.length, owner_filter: ownerOf(owner), sources },
      } as never);
    },
  );
}

/** The licence statements of owner data (spec 2.1 attribution). */
function ownerAttribution() {
  return attributionFor([
    {
      freehold_owner: {
        release_month: String(new Date().getUTCFullYear()),
        proprietors: [{ companies_house: {} }],
      },
    },
  ]);
}
