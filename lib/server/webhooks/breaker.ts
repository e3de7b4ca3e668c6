import "server-only";

// A webhook's circuit breaker (issue 31), per subscription (a notification channel, a content hub's
// or a form's webhook): a receiver that fails `failures` attempts in a row (an error status, no
// answer in time, a refused address) gets no request for `cooldownMs`; then one attempt probes it —
// a success closes the breaker, a failure opens it again. While it is open, due deliveries wait
// without spending an attempt, so a receiver that never answers costs one time-out per cool-down
// instead of holding the delivery workers, and other workspaces' webhooks go on. Pure rules; attempt.ts
// applies them to the subscription's row.

export interface BreakerState {
  /** Attempts in a row that failed. */
  failures: number;
  /** Until when nothing is posted (also held briefly by a probe in flight). */
  openUntil: Date | null;
}

export interface BreakerConfig {
  failures: number;
  cooldownMs: number;
}

export type BreakerGate =
  /** Post as usual. */
  | { kind: "closed" }
  /** The cool-down is over: this attempt may probe (when it wins the probe, see `probeHold`). */
  | { kind: "probe" }
  /** Post nothing: wait until `until`. */
  | { kind: "open"; until: Date };

/** What an attempt may do now. */
export function breakerGate(state: BreakerState, now: Date, config: BreakerConfig): BreakerGate {
  if (state.openUntil && state.openUntil.getTime() > now.getTime())
    return { kind: "open", until: state.openUntil };
  return state.failures >= config.failures ? { kind: "probe" } : { kind: "closed" };
}

/** How long a probe holds the breaker (others wait meanwhile): its request's time-out and a margin. */
export const probeHold = (timeoutMs: number) => timeoutMs + 5_000;

export interface BreakerChange {
  state: BreakerState;
  /** Set when this attempt opened the breaker (or opened it again after a failed probe): why. */
  opened: string | null;
}

/**
 * The breaker after an attempt (`probe`: the one attempt made after a cool-down): a success closes
 * it; the failure that reaches the limit, or a failed probe, opens it for a cool-down. A failure of
 * an attempt that was already under way when the breaker opened only counts.
 */
export function afterAttempt(
  state: BreakerState,
  outcome: { ok: boolean; error: string | null; probe: boolean },
  now: Date,
  config: BreakerConfig,
): BreakerChange {
  if (outcome.ok) return { state: { failures: 0, openUntil: null }, opened: null };
  const failures = state.failures + 1;
  const open = state.openUntil !== null && state.openUntil.getTime() > now.getTime();
  if (failures < config.failures || (open && !outcome.probe))
    return { state: { failures, openUntil: state.openUntil }, opened: null };
  const last = outcome.error ?? "unknown error";
  return {
    state: { failures, openUntil: new Date(now.getTime() + config.cooldownMs) },
    opened: outcome.probe
      ? `the probe after the cool-down failed (${last})`
      : `${failures} attempts in a row failed (last: ${last})`,
  };
}

/**
 * When a delivery held by an open breaker is tried again: after the cool-down, spread over up to a
 * minute (`jitter` in [0, 1)) so that the deliveries waiting do not all wake at once.
 */
export function deferUntil(until: Date, jitter: number): Date {
  return new Date(until.getTime() + Math.floor(Math.min(Math.max(jitter, 0), 0.999) * 60_000));
}
