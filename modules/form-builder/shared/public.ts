// What a published form's public API answers (/api/v1/public/forms/{slug}; contracts/public.ts), as
// schemas whose outputs are the types. Apart from the editor's shapes (types.ts, which re-exports
// these) so the public page (/f/{slug}) loads only what it needs.
import * as z from "@/lib/zod";
import { formElementSchema, storedConfigurationSchema, storedLogicRuleSchema } from "./elements";
import { fileAnswerSchema } from "./validation";

export const CLOSED_REASONS = ["closed", "closeDate", "limit"] as const;

/** What /f/{slug} shows: the published version, and whether it takes responses now. */
export const publicFormSchema = z.object({
  slug: z.string(),
  versionId: z.string(),
  title: z.string(),
  description: z.string(),
  elements: z.array(formElementSchema),
  configuration: storedConfigurationSchema,
  logic: z.array(storedLogicRuleSchema),
  open: z.boolean(),
  /** Why it is closed: closed by its team, past its close date, or its response limit reached. */
  closedReason: z.nullable(z.enum(CLOSED_REASONS)),
  onePerBrowser: z.boolean(),
  /** Submissions and uploads need a solved proof-of-work challenge (…/challenge). */
  challenge: z.boolean(),
});
export type PublicForm = z.output<typeof publicFormSchema>;

export const submitResultSchema = z.object({
  id: z.string(),
  thankYouMessage: z.string(),
  redirectUrl: z.nullable(z.string()),
});
export type SubmitResult = z.output<typeof submitResultSchema>;

/** 400 body of a submission with errors: `fields` maps element ids to their translated messages. */
export interface SubmitErrors {
  fields: Record<string, string>;
}

/** GET …/challenge: an ALTCHA (v2) challenge, its parameters signed by the server. */
export const formChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.optional(z.string()),
    expiresAt: z.optional(z.number()),
    data: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  }),
  signature: z.string(),
});
export type FormChallenge = z.output<typeof formChallengeSchema>;

/** A respondent's uploaded file: the answer to send with the submission, and its address. */
export const publicUploadSchema = z.extend(fileAnswerSchema, { url: z.string() });
export type PublicUpload = z.output<typeof publicUploadSchema>;
