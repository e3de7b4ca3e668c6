import "server-only";
import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import { getDb } from "@/lib/server/db";
import { authSecret } from "@/lib/server/env";
import { forbidden } from "@/lib/server/errors";

// A self-hosted proof of work (ALTCHA's v2 protocol, altcha-lib; no third-party service): the server
// hands out a challenge signed with a key derived from AUTH_SECRET, bound to a scope (a form's id)
// and expiring; the browser's widget (the `altcha` web component) brute-forces the counter whose
// PBKDF2 key starts with the challenge's prefix. The challenge is made in deterministic mode: the
// server derives the key of a random counter once and signs it, so checking a solution is two
// HMACs. A solution is spent once: its challenge's signature is kept until the challenge expires.

export const CHALLENGE_ALGORITHM = "PBKDF2/SHA-256";
/** PBKDF2 iterations per try. */
const COST = 5_000;
/** How long a challenge may be solved and used. */
export const CHALLENGE_TTL_MS = 20 * 60_000;
/** The longest payload accepted (a solved challenge is about 600 characters). */
export const CHALLENGE_PAYLOAD_MAX = 4_096;

const derived = (purpose: string) => createHmac("sha256", authSecret()).update(purpose).digest("hex");
const secrets = () => ({
  hmacSignatureSecret: derived("altcha-challenge-signature"),
  hmacKeySignatureSecret: derived("altcha-derived-key-signature"),
});

/**
 * A new challenge for `scope`: the counter to find is random in [difficulty / 2, difficulty], so a
 * browser tries about three quarters of `difficulty` keys on average.
 */
export function newChallenge(scope: string, difficulty: number): Promise<Challenge> {
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: COST,
    counter: randomInt(difficulty, Math.ceil(difficulty / 2)),
    deriveKey,
    data: { scope },
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    ...secrets(),
  });
}

/** What the widget sends: base64 of JSON {challenge: {parameters, signature}, solution}. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(CHALLENGE_ALGORITHM),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        keySignature: z.string(),
        expiresAt: z.number(),
        data: z.object({ scope: z.string() }).passthrough(),
      })
      .passthrough(),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.optional(z.number()) }),
});

function parsePayload(payload: string | undefined) {
  if (!payload || payload.length > CHALLENGE_PAYLOAD_MAX) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, "base64").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface VerifiedChallenge {
  signature: string;
  expiresAt: Date;
}

/**
 * The solved challenge in `payload`, checked: signed by us for `scope`, not expired, the right key.
 * Anything else is a 403 with `message`. Spending it is spendChallenge's.
 */
export async function verifyChallenge(
  payload: string | undefined,
  scope: string,
  message = "errors.challengeFailed",
): Promise<VerifiedChallenge> {
  const parsed = parsePayload(payload);
  if (!parsed || parsed.challenge.parameters.data.scope !== scope) throw forbidden(message);
  const { challenge, solution } = parsed;
  const result = await verifySolution({
    challenge: challenge as Challenge,
    solution,
    deriveKey,
    ...secrets(),
  }).catch(() => null);
  if (!result?.verified) throw forbidden(message);
  return { signature: challenge.signature, expiresAt: new Date(challenge.parameters.expiresAt * 1000) };
}

/** Marks a verified challenge used; false when it already was (a replay). */
export async function spendChallenge(challenge: VerifiedChallenge): Promise<boolean> {
  const inserted = await getDb().$executeRaw`
    INSERT INTO "UsedChallenge" ("signature", "expiresAt")
    VALUES (${challenge.signature}, ${challenge.expiresAt})
    ON CONFLICT ("signature") DO NOTHING`;
  return inserted === 1;
}

/** Forgets spent challenges that have expired (they could not be used again anyway). */
export async function purgeUsedChallenges(now = new Date()): Promise<number> {
  return getDb().$executeRaw`DELETE FROM "UsedChallenge" WHERE "expiresAt" < ${now}`;
}
