import * as z from "@/lib/zod";
import { safeRedirectPath } from "@/lib/routing/safe-redirect";

/** 24 hex characters, the shape of every entity id. */
export const idSchema = z.pipe(
  z.string().check(z.regex(/^[0-9a-f]{24}$/i, "validation.invalidId")),
  z.transform((v: string) => v.toLowerCase()),
);

/**
 * A dialog route's `redirect` search param: the path safeRedirectPath() keeps, or the route's
 * "Invalid search params" (validation.invalidRedirect) for anything it would drop.
 */
export const redirectParamSchema = z.pipe(
  z.string(),
  z.transform((value: string, ctx) => {
    const path = safeRedirectPath(value, null);
    if (path !== null) return path;
    ctx.issues.push({ code: "custom", message: "validation.invalidRedirect", input: value });
    return z.NEVER;
  }),
);

/**
 * A same-site path to go back to after a dialog or a sign-in: the one check of
 * lib/routing/safe-redirect.ts (no scheme, `//`, backslash, whitespace or control characters,
 * even percent-encoded); anything else is validation.invalidRedirect.
 */
export const redirectPathSchema = redirectParamSchema;

export const viewSchema = z.enum(["grid", "list"]);
