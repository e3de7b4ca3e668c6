import "server-only";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { env } from "@/lib/server/env";
import { rateLimited } from "@/lib/server/errors";

// In-memory limits are per node; behind a load balancer each node limits on its own, which still
// bounds brute force to nodes × limit. Limiters are created lazily so tests can tune the env first.
type LimiterName = "authPerIp" | "loginFailures" | "resetPerEmail" | "lookupPerIp";

const globalForLimits = globalThis as unknown as { suiteLimiters?: Map<LimiterName, RateLimiterMemory> };

function limiter(name: LimiterName): RateLimiterMemory {
  const limiters = (globalForLimits.suiteLimiters ??= new Map());
  let found = limiters.get(name);
  if (!found) {
    const perMinute = env().RATE_LIMIT_PER_MINUTE;
    const config = {
      authPerIp: { points: perMinute, duration: 60 },
      loginFailures: { points: 10, duration: 15 * 60 },
      resetPerEmail: { points: 5, duration: 15 * 60 },
      lookupPerIp: { points: perMinute * 4, duration: 60 },
    }[name];
    found = new RateLimiterMemory({ keyPrefix: name, ...config });
    limiters.set(name, found);
  }
  return found;
}

function tooMany(res: unknown): never {
  const seconds = res instanceof RateLimiterRes ? Math.ceil(res.msBeforeNext / 1000) : 60;
  throw rateLimited("errors.rateLimited", seconds);
}

/** Consumes one point; throws a 429 AppError when the key is over its limit. */
export async function consume(name: LimiterName, key: string): Promise<void> {
  try {
    await limiter(name).consume(key);
  } catch (res) {
    tooMany(res);
  }
}

/** Throws a 429 when the key has no points left, without consuming one. */
export async function assertNotBlocked(name: LimiterName, key: string): Promise<void> {
  const res = await limiter(name).get(key);
  const { points } = limiter(name);
  if (res && res.consumedPoints >= points) tooMany(res);
}

export async function reward(name: LimiterName, key: string): Promise<void> {
  await limiter(name).delete(key);
}

/** Forgets every counter (tests only). */
export function resetRateLimits(): void {
  globalForLimits.suiteLimiters?.clear();
}
