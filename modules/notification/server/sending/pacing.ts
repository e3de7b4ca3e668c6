import "server-only";

// The pure rules that keep campaigns from being used for spam or starving other workspaces (issue
// 31), applied to a workspace's CampaignSendState row by send-state.ts: the daily quota of e-mails to
// addresses outside the workspace, the campaign rate (a token bucket), and the sender's lease (one
// sending slice per workspace at a time).

/** Messages one batch sends at most; the rate's bucket holds no more than this (no bursts past a batch). */
export const RATE_BURST = 100;

/** A UTC day as stored in `quotaDay`: YYYY-MM-DD. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

export interface QuotaState {
  /** The UTC day `used` counts. */
  day: string;
  used: number;
}

export type QuotaDecision = { ok: true; state: QuotaState } | { ok: false; left: number; state: QuotaState };

/**
 * Reserves `count` external e-mails of today's `limit` (Infinity: unlimited). A new day starts from
 * 0. All or nothing: a run that does not fit reserves none.
 */
export function reserveQuota(state: QuotaState, now: Date, count: number, limit: number): QuotaDecision {
  const today = utcDay(now);
  const used = state.day === today ? state.used : 0;
  const current = { day: today, used };
  if (count <= 0) return { ok: true, state: current };
  if (used + count > limit) return { ok: false, left: Math.max(limit - used, 0), state: current };
  return { ok: true, state: { day: today, used: used + count } };
}

export interface RateState {
  /** Messages allowed now, as of `at`. */
  tokens: number;
  at: Date;
}

/** The bucket's size for a rate: one batch, or the whole minute's allowance when that is smaller. */
export const rateCapacity = (perMinute: number): number => Math.min(perMinute, RATE_BURST);

/** The bucket refilled up to `now` (perMinute / 60 000 a millisecond, never past its capacity). */
export function refill(state: RateState, now: Date, perMinute: number): number {
  const elapsed = Math.max(now.getTime() - state.at.getTime(), 0);
  return Math.min(rateCapacity(perMinute), state.tokens + (elapsed * perMinute) / 60_000);
}

export interface RateGrant {
  /** Messages the batch may send now (0: wait). */
  granted: number;
  /** When nothing is granted: how long until the bucket holds what was asked (capped at a batch). */
  waitMs: number;
  state: RateState;
}

/**
 * Takes up to `want` messages from the bucket: all of them (at most a batch) when it holds them,
 * else none and how long to wait until it does. Waiting for a whole batch, not a message, keeps a
 * throttled run to one batch per wait instead of many tiny ones.
 */
export function takeRate(state: RateState, now: Date, want: number, perMinute: number): RateGrant {
  const tokens = refill(state, now, perMinute);
  const need = Math.min(Math.max(want, 0), rateCapacity(perMinute));
  if (need === 0) return { granted: 0, waitMs: 0, state: { tokens, at: now } };
  if (tokens >= need) return { granted: need, waitMs: 0, state: { tokens: tokens - need, at: now } };
  const waitMs = Math.ceil(((need - tokens) * 60_000) / perMinute);
  return { granted: 0, waitMs, state: { tokens, at: now } };
}

/** Gives back what a batch took but did not send (fewer recipients were left than it asked for). */
export function refundRate(state: RateState, now: Date, unused: number, perMinute: number): RateState {
  const tokens = refill(state, now, perMinute);
  return { tokens: Math.min(rateCapacity(perMinute), tokens + Math.max(unused, 0)), at: now };
}

export interface LeaseState {
  leaseId: string | null;
  leaseUntil: Date | null;
}

/**
 * Whether slice `id` may send for the workspace now: nobody holds the lease, it expired (its node
 * died), or `id` holds it already.
 */
export function mayLease(state: LeaseState, id: string, now: Date): boolean {
  return (
    state.leaseId === null ||
    state.leaseId === id ||
    state.leaseUntil === null ||
    state.leaseUntil.getTime() <= now.getTime()
  );
}

/** How long a slice waits before asking again for a lease another slice holds (at most a second). */
export function leaseRetryMs(state: LeaseState, now: Date): number {
  if (!state.leaseUntil) return 0;
  return Math.min(Math.max(state.leaseUntil.getTime() - now.getTime(), 0), 1_000);
}
