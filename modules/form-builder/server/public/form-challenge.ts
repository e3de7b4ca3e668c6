import "server-only";
import type { FormChallenge } from "@/modules/form-builder/shared/public";
import { formEnv } from "@/lib/server/env";
import { newChallenge, spendChallenge, verifyChallenge } from "@/lib/server/security/challenge";
import { consume } from "@/lib/server/security/rate-limit";
import { publishedForm } from "./published-form";

// The public form's proof of work (lib/server/security/challenge.ts): on unless FORM_CHALLENGE=false.
// A challenge is bound to its form; a submission and an upload each spend one.

export const challengeRequired = (): boolean => formEnv().FORM_CHALLENGE;

/** GET /public/forms/{slug}/challenge: a new challenge of the published form (rate-limited). */
export async function formChallenge(slugInput: unknown, ip: string): Promise<FormChallenge> {
  await consume("formChallengePerIp", ip, "errors.formTooManySubmissions");
  const form = await publishedForm(slugInput);
  const challenge = await newChallenge(form.id, formEnv().FORM_CHALLENGE_DIFFICULTY);
  return { parameters: challenge.parameters, signature: challenge.signature ?? "" };
}

/**
 * Checks and spends the solved challenge `payload` of form `formId` (403 when missing, wrong,
 * another form's or expired). Answers false, without throwing, for a challenge already spent, so a
 * submission's retry can answer its stored response; the caller refuses anything else.
 */
export async function spendFormChallenge(formId: string, payload: string | undefined): Promise<boolean> {
  if (!challengeRequired()) return true;
  return spendChallenge(await verifyChallenge(payload, formId));
}
