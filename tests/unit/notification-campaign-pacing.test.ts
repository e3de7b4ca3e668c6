// Issue 31's pure rules: the daily quota of e-mails outside a workspace, the campaign rate (a token
// bucket per workspace), the sending lease that makes workspaces take turns, and a webhook's
// circuit breaker.
import {
  leaseRetryMs,
  mayLease,
  rateCapacity,
  refundRate,
  reserveQuota,
  takeRate,
  type LeaseState,
} from "@/modules/notification/server/sending/pacing";
import { afterAttempt, breakerGate, deferUntil, type BreakerState } from "@/lib/server/webhooks/breaker";

const at = (iso: string) => new Date(iso);
const noon = at("2026-11-28T12:00:00.000Z");

describe("the daily quota", () => {
  it("reserves all of a run or none of it, and starts again each UTC day", () => {
    const today = { day: "2026-11-28", used: 240 };
    expect(reserveQuota(today, noon, 10, 250)).toEqual({ ok: true, state: { day: "2026-11-28", used: 250 } });
    expect(reserveQuota(today, noon, 11, 250)).toEqual({
      ok: false,
      left: 10,
      state: { day: "2026-11-28", used: 240 },
    });
    // Yesterday's count does not carry over.
    expect(reserveQuota({ day: "2026-11-27", used: 250 }, noon, 250, 250)).toMatchObject({ ok: true });
    expect(reserveQuota(today, at("2026-11-29T00:00:00.000Z"), 250, 250)).toMatchObject({
      ok: true,
      state: { day: "2026-11-29", used: 250 },
    });
  });

  it("takes nothing for a run with no one outside; 0 allows nobody, Infinity everybody", () => {
    expect(reserveQuota({ day: "2026-11-28", used: 5 }, noon, 0, 0)).toMatchObject({ ok: true });
    expect(reserveQuota({ day: "2026-11-28", used: 0 }, noon, 1, 0)).toMatchObject({ ok: false, left: 0 });
    expect(reserveQuota({ day: "2026-11-28", used: 1e9 }, noon, 1e6, Infinity)).toMatchObject({ ok: true });
  });
});

describe("the campaign rate", () => {
  const perMinute = 600; // 10 a second, a bucket of one batch (100)

  it("grants a whole batch from a full bucket, then makes the next one wait for its refill", () => {
    expect(rateCapacity(perMinute)).toBe(100);
    expect(rateCapacity(60)).toBe(60);
    const first = takeRate({ tokens: 100, at: noon }, noon, 100, perMinute);
    expect(first).toMatchObject({ granted: 100, waitMs: 0, state: { tokens: 0 } });
    const soon = new Date(noon.getTime() + 2_000);
    expect(takeRate(first.state, soon, 100, perMinute)).toMatchObject({ granted: 0, waitMs: 8_000 });
    const later = new Date(noon.getTime() + 10_000);
    expect(takeRate(first.state, later, 100, perMinute)).toMatchObject({ granted: 100, waitMs: 0 });
  });

  it("asks only for what is left, refunds what a batch did not use, and never fills past a batch", () => {
    const half = takeRate({ tokens: 30, at: noon }, noon, 20, perMinute);
    expect(half).toMatchObject({ granted: 20, state: { tokens: 10 } });
    expect(refundRate(half.state, noon, 15, perMinute).tokens).toBe(25);
    const hourLater = new Date(noon.getTime() + 3_600_000);
    expect(takeRate({ tokens: 0, at: noon }, hourLater, 1_000, perMinute).granted).toBe(100);
    expect(refundRate({ tokens: 95, at: noon }, noon, 50, perMinute).tokens).toBe(100);
  });

  it("sends at most the rate a minute however the batches fall", () => {
    let state = { tokens: rateCapacity(perMinute), at: noon };
    let sent = 0;
    for (let ms = 0; ms <= 60_000; ms += 250) {
      const grant = takeRate(state, new Date(noon.getTime() + ms), 100, perMinute);
      sent += grant.granted;
      state = grant.state;
    }
    // The first batch from the full bucket, then 10 a second for 60 s.
    expect(sent).toBeLessThanOrEqual(perMinute + rateCapacity(perMinute));
    expect(sent).toBeGreaterThanOrEqual(perMinute);
  });
});

describe("the sending lease (workspaces take turns)", () => {
  it("is free, or held by the asker, or expired; otherwise the asker waits at most a second", () => {
    const free: LeaseState = { leaseId: null, leaseUntil: null };
    const held: LeaseState = { leaseId: "a", leaseUntil: new Date(noon.getTime() + 30_000) };
    expect(mayLease(free, "b", noon)).toBe(true);
    expect(mayLease(held, "a", noon)).toBe(true);
    expect(mayLease(held, "b", noon)).toBe(false);
    expect(leaseRetryMs(held, noon)).toBe(1_000);
    expect(mayLease(held, "b", new Date(noon.getTime() + 30_000))).toBe(true);
  });

  it("gives a small workspace's run a worker while a big one has many runs queued", () => {
    // Four workers take jobs first come, first served; a job is one slice of a run (a second here).
    // A job whose workspace's lease is held goes back to the queue at once and its worker takes the
    // next job. The big workspace has 12 runs of 20 slices queued before the small one's 2 slices.
    type Job = { space: string; run: string; left: number };
    const queue: Job[] = [
      ...Array.from({ length: 12 }, (_, i) => ({ space: "big", run: `big${i}`, left: 20 })),
      { space: "small", run: "small", left: 2 },
    ];
    const leases = new Map<string, LeaseState>();
    const done = new Map<string, number>();
    let bigSlices = 0;
    for (let tick = 0; tick < 300 && queue.length > 0; tick++) {
      const now = new Date(noon.getTime() + tick * 1_000);
      const running: Job[] = [];
      const passed: Job[] = [];
      while (running.length < 4 && queue.length > 0) {
        const job = queue.shift()!;
        const lease = leases.get(job.space) ?? { leaseId: null, leaseUntil: null };
        if (!mayLease(lease, job.run, now)) {
          passed.push(job);
          continue;
        }
        leases.set(job.space, { leaseId: job.run, leaseUntil: new Date(now.getTime() + 1_000) });
        running.push(job);
      }
      for (const job of running) {
        job.left -= 1;
        if (job.space === "big") bigSlices += 1;
        leases.delete(job.space);
        if (job.left === 0) done.set(job.run, tick);
      }
      queue.push(...passed, ...running.filter((job) => job.left > 0));
    }
    // The small run is done in its first two seconds, not after the big workspace's 240 slices,
    // which go on one at a time meanwhile (one lease per workspace) and all get sent.
    expect(done.get("small")).toBeLessThanOrEqual(1);
    expect(bigSlices).toBe(240);
    expect(Math.max(...done.values())).toBeLessThan(245);
  });
});

describe("a webhook's circuit breaker", () => {
  const config = { failures: 3, cooldownMs: 60_000 };
  const closed: BreakerState = { failures: 0, openUntil: null };
  const fail = (state: BreakerState, now = noon, probe = false) =>
    afterAttempt(state, { ok: false, error: "no answer within 10 s", probe }, now, config);

  it("opens after N failures in a row, says why, and lets nothing through until the cool-down ends", () => {
    const one = fail(closed);
    const two = fail(one.state);
    expect(two).toEqual({ state: { failures: 2, openUntil: null }, opened: null });
    expect(breakerGate(two.state, noon, config)).toEqual({ kind: "closed" });
    const three = fail(two.state);
    expect(three.opened).toBe("3 attempts in a row failed (last: no answer within 10 s)");
    expect(three.state.openUntil).toEqual(new Date(noon.getTime() + 60_000));
    expect(breakerGate(three.state, new Date(noon.getTime() + 59_999), config)).toEqual({
      kind: "open",
      until: three.state.openUntil,
    });
    // After the cool-down one attempt probes it.
    expect(breakerGate(three.state, new Date(noon.getTime() + 60_000), config)).toEqual({ kind: "probe" });
  });

  it("a success closes it; a failed probe opens it again; late failures of attempts under way only count", () => {
    const open = fail(fail(fail(closed).state).state).state;
    expect(afterAttempt(open, { ok: true, error: null, probe: true }, noon, config)).toEqual({
      state: { failures: 0, openUntil: null },
      opened: null,
    });
    const later = new Date(noon.getTime() + 61_000);
    const probed = fail(open, later, true);
    expect(probed.opened).toBe("the probe after the cool-down failed (no answer within 10 s)");
    expect(probed.state.openUntil).toEqual(new Date(later.getTime() + 60_000));
    // An attempt that was already posting when it opened: counted, the cool-down not moved.
    const late = fail(open, new Date(noon.getTime() + 1_000));
    expect(late).toEqual({ state: { failures: 4, openUntil: open.openUntil }, opened: null });
  });

  it("spreads the deliveries it held over a minute after the cool-down", () => {
    const until = new Date(noon.getTime() + 60_000);
    expect(deferUntil(until, 0)).toEqual(until);
    expect(deferUntil(until, 0.5).getTime() - until.getTime()).toBe(30_000);
    expect(deferUntil(until, 7).getTime() - until.getTime()).toBeLessThan(60_000);
  });
});
