// The retry schedule of webhook deliveries (documented in docs/webhooks.md). After the n-th failed
// attempt the next waits base * 2^(n-1), capped, times a jitter factor in [0.75, 1.25) so endpoints
// that failed together do not all retry in the same second. With the defaults (1 minute base,
// 12 hour cap, 16 attempts) the 15 waits add up to about 77 hours: a little over three days.
export interface RetryPolicy {
  baseMs: number;
  maxDelayMs: number;
  maxAttempts: number;
}

/** Delay before the attempt after `failedAttempts` failures (1-based), or null when none is left. */
export function nextRetryDelayMs(
  policy: RetryPolicy,
  failedAttempts: number,
  random: () => number = Math.random,
): number | null {
  if (failedAttempts >= policy.maxAttempts) return null;
  const exp = Math.min(policy.maxDelayMs, policy.baseMs * 2 ** Math.min(failedAttempts - 1, 40));
  return Math.round(exp * (0.75 + random() * 0.5));
}

/** The nominal (jitter-free) waits of a whole schedule, for documentation and tests. */
export function nominalSchedule(policy: RetryPolicy): number[] {
  const out: number[] = [];
  for (let n = 1; n < policy.maxAttempts; n++)
    out.push(Math.min(policy.maxDelayMs, policy.baseMs * 2 ** Math.min(n - 1, 40)));
  return out;
}
