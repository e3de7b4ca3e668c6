import { z } from "zod";
import { redirectParamSchema } from "@/lib/routing/safe-redirect";

/** 24 hex characters, the shape of every entity id. */
export const idSchema = z
  .string()
  .regex(/^[0-9a-f]{24}$/i, "validation.invalidId")
  .transform((v) => v.toLowerCase());

/**
 * A same-site path to go back to after a dialog or a sign-in: the one check of
 * lib/routing/safe-redirect.ts (no scheme, `//`, backslash, whitespace or control characters,
 * even percent-encoded); anything else is validation.invalidRedirect.
 */
export const redirectPathSchema = redirectParamSchema;

export const viewSchema = z.enum(["grid", "list"]);
