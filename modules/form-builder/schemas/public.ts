// Inputs of a published form's public API (/api/v1/public/forms/{slug}: read, submit, visit,
// upload). Apart from the editor's inputs (schemas/form-builder.ts, which re-exports these) so the
// public page (/f/{slug}), which loads its contract (contracts/public.ts), carries only these.
import * as z from "@/lib/zod";
import { idSchema } from "@/lib/schemas/common";

/** An entity id (memberIdSchema's rule, without lib/schemas/members' imports in the public page). */
const versionIdSchema = z.pipe(z.string({ error: "validation.invalidId" }), idSchema);

export const slugParamsSchema = z.object({
  slug: z
    .string({ error: "validation.invalidId" })
    .check(z.regex(/^[a-z0-9]{6,32}$/, "validation.invalidId")),
});

const opaqueId = (message: string) =>
  z.string({ error: message }).check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, message));

/** A solved proof-of-work challenge as the widget sends it (base64 JSON; checked by the service). */
const altchaSchema = z.optional(z.string().check(z.maxLength(4096, "validation.invalidInput")));

/**
 * POST /public/forms/{slug}/submit. `website` is the honeypot: people leave it empty; `altcha` the
 * solved challenge of …/challenge.
 */
export const submitSchema = z.object({
  versionId: versionIdSchema,
  submissionId: opaqueId("validation.formSubmissionId"),
  visitId: z.optional(opaqueId("validation.invalidInput")),
  browserToken: z.optional(opaqueId("validation.invalidInput")),
  answers: z.record(z.string().check(z.maxLength(32)), z.unknown()),
  website: z.optional(z.string()),
  altcha: altchaSchema,
});

/** POST /public/forms/{slug}/visit: a view, a start or the furthest element reached. */
export const visitSchema = z.object({
  visitId: opaqueId("validation.invalidInput"),
  versionId: versionIdSchema,
  event: z.enum(["view", "start", "progress"]),
  elementId: z.optional(z.string().check(z.maxLength(32))),
});

/**
 * POST /public/forms/{slug}/upload?versionId&element&altcha: the version and the file element
 * answered, and a solved challenge of its own.
 */
export const uploadQuerySchema = z.object({
  versionId: z.string().check(z.regex(/^[0-9a-f]{24}$/, "validation.invalidId")),
  element: z.string().check(z.maxLength(32)),
  altcha: altchaSchema,
});
