// The plans of spec section 8, as one table in code. Gates name the parameter a 403 reports.
import { PermissionError } from './errors.js';

export type PlanName = 'demo' | 'starter' | 'pro' | 'business' | 'enterprise';

export interface Plan {
  name: PlanName;
  label: string;
  perMinute: number;
  /** Requests per calendar month, or per key lifetime when oneOff. null = custom/unlimited. */
  requests: number | null;
  records: number | null;
  /** Demo allowances are one-off (spec 8: "500 one-off"), not monthly. */
  oneOff: boolean;
  maxPage: number;
  paid: boolean;
  rank: number; // demo 0 < starter 1 < pro 2 < business 3 < enterprise 4
  /** Export rows per calendar month (not shown in the spec: our values, documented in docs/api.md). */
  exportRowsPerMonth: number | null;
  /** Per-call export row cap (not shown in the spec: ours). */
  exportRowsPerCall: number;
  /** Webhooks per account (not shown in the spec: ours). */
  maxWebhooks: number;
}

export const plans: Record<PlanName, Plan> = {
  demo: {
    name: 'demo',
    label: 'Demo',
    perMinute: 30,
    requests: 500,
    records: 500,
    oneOff: true,
    maxPage: 10,
    paid: false,
    rank: 0,
    exportRowsPerMonth: 0,
    exportRowsPerCall: 0,
    maxWebhooks: 0,
  },
  starter: {
    name: 'starter',
    label: 'Starter',
    perMinute: 120,
    requests: 20_000,
    records: 10_000,
    oneOff: false,
    maxPage: 50,
    paid: true,
    rank: 1,
    exportRowsPerMonth: 10_000,
    exportRowsPerCall: 5_000,
    maxWebhooks: 5,
  },
  pro: {
    name: 'pro',
    label: 'Pro',
    perMinute: 300,
    requests: 200_000,
    records: 100_000,
    oneOff: false,
    maxPage: 100,
    paid: true,
    rank: 2,
    exportRowsPerMonth: 100_000,
    exportRowsPerCall: 50_000,
    maxWebhooks: 25,
  },
  business: {
    name: 'business',
    label: 'Business',
    perMinute: 600,
    requests: 500_000,
    records: 250_000,
    oneOff: false,
    maxPage: 250,
    paid: true,
    rank: 3,
    exportRowsPerMonth: 250_000,
    exportRowsPerCall: 100_000,
    maxWebhooks: 100,
  },
  enterprise: {
    name: 'enterprise',
    label: 'Enterprise',
    perMinute: 1_200,
    requests: null,
    records: null,
    oneOff: false,
    maxPage: 500,
    paid: true,
    rank: 4,
    exportRowsPerMonth: null,
    exportRowsPerCall: 250_000,
    maxWebhooks: 500,
  },
};

export const planNames = Object.keys(plans) as PlanName[];

export function isPlanName(s: string): s is PlanName {
  return (planNames as string[]).includes(s);
}

/** Contact Data add-on: one monthly allowance of 10,000 contact-bearing records (spec 8). */
export const CONTACT_ADDON_RECORDS_PER_MONTH = 10_000;

/** Keys issued before this instant keep the allowances they were sold (spec 8, 9). */
export const LEGACY_CUTOFF = new Date('2026-09-11T00:00:00Z');

// ---------------------------------------------------------------------------------------------
// Gates of spec section 8. Each names the lowest plan that may use the parameter, field or resource;
// a request below it is a 403 permission_error naming the parameter (spec 7). One table, read by the
// API routes (parameters), the serializer (fields) and the resource routes (features).

/** Query parameters and the lowest plan allowed to send them (spec 4.1, 8). */
export const parameterGates: Readonly<Record<string, PlanName>> = Object.freeze({
  changed_since: 'pro',
  min_price: 'pro',
  max_price: 'pro',
  owner_company: 'pro',
  owner_scope: 'pro',
  leaseholder_company: 'pro',
  owner_type: 'pro',
  min_floor_area: 'starter',
  max_floor_area: 'starter',
  epc_rating: 'starter',
  // Every plan (listed so the table is the whole of spec 8's gate sentence).
  decided_from: 'demo',
  decided_to: 'demo',
  committee: 'demo',
  major: 'demo',
});

/** Record fields and the lowest plan that sees them; below it they are absent (spec 2.2, 8). */
export const fieldGates: Readonly<Record<string, PlanName>> = Object.freeze({
  service_uprn: 'starter',
  service_uprn_source: 'starter',
  outline: 'starter',
  last_sale: 'pro',
  sales: 'pro',
  freehold_owner: 'pro',
  leaseholders: 'pro',
  constraints: 'pro',
  // Starter keys get availability flags instead of the owner blocks (spec 2.2).
  freehold_owner_available: 'starter',
  leaseholder_available: 'starter',
});

/** Resources and features (spec 4.7, 4.12-4.14, 8). */
export const featureGates: Readonly<Record<string, PlanName>> = Object.freeze({
  archive: 'starter',
  exports: 'starter',
  webhooks: 'starter',
  constraints: 'pro',
  owners: 'pro',
  owner_alerts: 'pro',
  appeals: 'demo',
  // Expiring consents draw on the archive: commercial (paid) plans (spec 4.8).
  expiring_consents: 'starter',
  decision_stats: 'demo',
});

/** What requirePlan needs of an account: its plan. */
export interface HasPlan {
  plan: Plan;
}

export function planAtLeast(plan: Plan, minPlan: PlanName): boolean {
  return plan.rank >= plans[minPlan].rank;
}

/** Lowest paid plan label at or above minPlan, for messages: "Pro and above". */
function planPhrase(minPlan: PlanName): string {
  if (minPlan === 'starter') return 'a paid plan (Starter and above)';
  if (minPlan === 'enterprise') return 'the Enterprise plan';
  return `the ${plans[minPlan].label} plan and above`;
}

/**
 * Throws 403 permission_error naming `param` when the account's plan is below minPlan (spec 5, 7, 8).
 * `param` is the query parameter, field or resource the plan does not allow (null for a whole resource
 * with no parameter to name).
 */
export function requirePlan(account: HasPlan, minPlan: PlanName, param: string | null): void {
  if (planAtLeast(account.plan, minPlan)) return;
  const what = param ? `${param} needs` : 'This resource needs';
  throw new PermissionError(
    `${what} ${planPhrase(minPlan)}; this key is on the ${account.plan.label} plan.`,
    param,
  );
}

/** Checks every gated parameter present in a query (spec 8); the first failing one is reported. */
export function requireParameterGates(account: HasPlan, query: Record<string, unknown>): void {
  for (const [param, minPlan] of Object.entries(parameterGates)) {
    const v = query[param];
    if (v === undefined || v === null || v === '') continue;
    requirePlan(account, minPlan, param);
  }
}

/** Whether a field of spec 2.2 is visible to the plan (fields not in fieldGates are visible to all). */
export function fieldVisible(plan: Plan, field: string): boolean {
  const min = fieldGates[field];
  return min === undefined || planAtLeast(plan, min);
}

// ---------------------------------------------------------------------------------------------
// Allowances in force for one key (spec 8, 9).

export interface CustomAllowances {
  requests?: number;
  records?: number;
  export_rows?: number;
}

export interface Allowances {
  perMinute: number;
  /** null = custom without a set figure (unlimited). */
  requests: number | null;
  records: number | null;
  exportRowsPerMonth: number | null;
  exportRowsPerCall: number;
  contactRecords: number;
  /** Demo allowances are one-off: counted in the period 1970-01-01 for the key's whole life. */
  oneOff: boolean;
}

/**
 * The allowances of a key: its plan's, except that keys issued before 11 September 2026 keep the
 * request and export-row allowances they were sold (spec 8, 9; stored on the key), and Enterprise
 * ("custom") keys carry their contracted figures in the same place. Per-call caps always apply.
 */
export function allowancesFor(
  plan: Plan,
  issuedAt: Date,
  custom: CustomAllowances | null | undefined,
): Allowances {
  const legacy = issuedAt.getTime() < LEGACY_CUTOFF.getTime();
  const enterprise = plan.name === 'enterprise';
  const a: Allowances = {
    perMinute: plan.perMinute,
    requests: plan.requests,
    records: plan.records,
    exportRowsPerMonth: plan.exportRowsPerMonth,
    exportRowsPerCall: plan.exportRowsPerCall,
    contactRecords: CONTACT_ADDON_RECORDS_PER_MONTH,
    oneOff: plan.oneOff,
  };
  if (custom && (legacy || enterprise)) {
    if (typeof custom.requests === 'number') a.requests = custom.requests;
    if (typeof custom.export_rows === 'number') a.exportRowsPerMonth = custom.export_rows;
  }
  if (custom && enterprise && typeof custom.records === 'number') a.records = custom.records;
  return a;
}

/** The usage period a count belongs to: the UTC calendar month, or 1970-01-01 for one-off allowances. */
export function usagePeriod(oneOff: boolean, now: Date = new Date()): string {
  if (oneOff) return '1970-01-01';
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** Start of the next UTC calendar month: when monthly allowances reset. */
export function nextPeriodStart(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}
