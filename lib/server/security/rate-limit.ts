import "server-only";
import { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { aiEnv, env, formEnv } from "@/lib/server/env";
import { rateLimited } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";

// With REDIS_URL every node counts in the same Redis, so a limit is one limit across the deployment;
// if Redis is unreachable each node falls back to its own memory (an insurance limiter) rather than
// failing sign-ins. Without Redis the counters are per node. Limiters are created lazily so tests
// can tune the environment first.
export type LimiterName =
  | "authPerIp"
  | "loginFailures"
  | "loginFailuresPerAccount"
  | "resetPerEmail"
  | "verifyEmailPerUser"
  | "lookupPerIp"
  | "invitesPerUser"
  | "invitesPerWorkspace"
  | "askAiPerUser"
  | "formSubmitPerIp"
  | "formChallengePerIp"
  | "formVisitPerIp"
  | "unsubscribePerIp"
  | "meetGuestPerIp"
  | "driveLinkUnlock"
  | "dashboardLinkUnlock"
  | "dashboardLinkPerIp"
  | "apiTokenRequests";

interface LimitConfig {
  points: number;
  duration: number;
}

/** The configurable rates (per minute) the limits are built from. */
export interface LimitRates {
  perMinute: number;
  askAiPerMinute?: number;
  formSubmitPerMinute?: number;
  apiTokenPerMinute?: number;
}

/** The limits: points per window (seconds). */
export function limitConfig(name: LimiterName, rates: LimitRates): LimitConfig {
  const { perMinute, askAiPerMinute = 20, formSubmitPerMinute = 20, apiTokenPerMinute = 600 } = rates;
  return {
    authPerIp: { points: perMinute, duration: 60 },
    // Per address and e-mail: one client guessing one account.
    loginFailures: { points: 10, duration: 15 * 60 },
    // Per account from any address: a botnet guessing one account (high enough that a stranger
    // cannot lock the owner out for long; a correct password resets neither counter's window).
    loginFailuresPerAccount: { points: 50, duration: 60 * 60 },
    resetPerEmail: { points: 5, duration: 15 * 60 },
    // Verification e-mails asked for again by a signed-in user (the one sent at registration is free).
    verifyEmailPerUser: { points: 3, duration: 15 * 60 },
    lookupPerIp: { points: perMinute * 4, duration: 60 },
    // Invitation e-mails (new, resent, module invitations of new people): per sender and per workspace.
    invitesPerUser: { points: 50, duration: 60 * 60 },
    invitesPerWorkspace: { points: 200, duration: 60 * 60 },
    // Ask AI questions per person (AI_RATE_LIMIT_PER_MINUTE): a model's tokens cost money or GPU time.
    askAiPerUser: { points: askAiPerMinute, duration: 60 },
    // Public form submissions and visit beacons per client address (FORM_SUBMIT_RATE_LIMIT_PER_MINUTE):
    // strangers post here without an account.
    formSubmitPerIp: { points: formSubmitPerMinute, duration: 60 },
    formVisitPerIp: { points: Math.max(formSubmitPerMinute * 10, 200), duration: 60 },
    // Proof-of-work challenges handed out (one per submission and per upload; each costs a key).
    formChallengePerIp: { points: Math.max(formSubmitPerMinute * 3, 60), duration: 60 },
    // Unsubscribe links opened and confirmed per client address: high, as a mailbox provider's
    // one-click POSTs for many of its users come from few addresses.
    unsubscribePerIp: { points: perMinute * 10, duration: 60 },
    // Guests' lobby connections to meeting calls per client address: strangers without an account.
    meetGuestPerIp: { points: perMinute, duration: 60 },
    // Passwords tried on one public link from one address (a file management link's password form).
    driveLinkUnlock: { points: 10, duration: 15 * 60 },
    // The same for a published dashboard's password, and its reads per client address (each computes
    // its charts as the publisher).
    dashboardLinkUnlock: { points: 10, duration: 15 * 60 },
    dashboardLinkPerIp: { points: perMinute, duration: 60 },
    // Requests per API token (API_TOKEN_RATE_LIMIT_PER_MINUTE): a script in a loop must not starve the
    // people using the same server.
    apiTokenRequests: { points: apiTokenPerMinute, duration: 60 },
  }[name];
}

interface Limiters {
  get(name: LimiterName): RateLimiterAbstract;
  /** Resolves once the shared store answers (at once without Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** A set of limiters in memory, or in Redis (with a memory fallback) when `redisUrl` is given. */
export function createLimiters(options: LimitRates & { redisUrl?: string; prefix?: string }): Limiters {
  const made = new Map<LimiterName, RateLimiterAbstract>();
  let redis: Redis | null = null;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    redis.on("error", (error: Error) => logger.warn(`[rate-limit] redis: ${error.message}`));
  }
  return {
    get(name) {
      let found = made.get(name);
      if (!found) {
        const config = {
          keyPrefix: `${options.prefix ?? "suite-rl"}:${name}`,
          ...limitConfig(name, options),
        };
        found = redis
          ? new RateLimiterRedis({
              ...config,
              storeClient: redis,
              insuranceLimiter: new RateLimiterMemory(config),
            })
          : new RateLimiterMemory(config);
        made.set(name, found);
      }
      return found;
    },
    async ready() {
      if (redis && redis.status !== "ready") await new Promise((resolve) => redis?.once("ready", resolve));
    },
    async close() {
      made.clear();
      if (redis) await redis.quit().catch(() => undefined);
    },
  };
}

const globalForLimits = globalThis as unknown as { suiteLimiters?: Limiters };

function limiter(name: LimiterName): RateLimiterAbstract {
  const { RATE_LIMIT_PER_MINUTE, API_TOKEN_RATE_LIMIT_PER_MINUTE, REDIS_URL } = env();
  globalForLimits.suiteLimiters ??= createLimiters({
    perMinute: RATE_LIMIT_PER_MINUTE,
    apiTokenPerMinute: API_TOKEN_RATE_LIMIT_PER_MINUTE,
    askAiPerMinute: aiEnv().AI_RATE_LIMIT_PER_MINUTE,
    formSubmitPerMinute: formEnv().FORM_SUBMIT_RATE_LIMIT_PER_MINUTE,
    redisUrl: REDIS_URL,
  });
  return globalForLimits.suiteLimiters.get(name);
}

function tooMany(res: unknown, message = "errors.rateLimited"): never {
  if (!(res instanceof RateLimiterRes) && res instanceof Error) throw res;
  const seconds = res instanceof RateLimiterRes ? Math.ceil(res.msBeforeNext / 1000) : 60;
  throw rateLimited(message, seconds);
}

/**
 * Consumes one point; throws a 429 AppError when the key is over its limit (with `message`, a message
 * key, when the generic "wait a minute" would be wrong for the limit's window).
 */
export async function consume(name: LimiterName, key: string, message?: string): Promise<void> {
  try {
    await limiter(name).consume(key);
  } catch (res) {
    tooMany(res, message);
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

/** One invitation e-mail sent by `userId` in `workspaceId` (429 past either limit). */
export async function consumeInvitation(userId: string, workspaceId: string): Promise<void> {
  await consume("invitesPerUser", userId);
  await consume("invitesPerWorkspace", workspaceId);
}

/** Forgets every counter (tests only). */
export function resetRateLimits(): void {
  const limiters = globalForLimits.suiteLimiters;
  globalForLimits.suiteLimiters = undefined;
  void limiters?.close();
}
