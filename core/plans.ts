// The plans of spec section 8, as one table in code. Gates name the parameter a 403 reports.

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
