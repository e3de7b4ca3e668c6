import * as z from "@/lib/zod";
import { safeRedirectPath } from "@/lib/routing/safe-redirect";

/** 24 hex characters, the shape of every entity id. */
export const idSchema = z.pipe(
  z.string().check(z.regex(/^[0-9a-f]{24}$/i, "validation.invalidId")),
  z.transform((v: string) => v.toLowerCase()),
);

/** An integer in [min, max]: a missing value, another type or one out of range all read `message`. */
export function intInRange(message: string, min: number, max: number) {
  return z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));
}

/** intInRange for a query string's value ("2" is 2). */
export function queryIntInRange(message: string, min: number, max: number) {
  return z.coerce.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));
}

/**
 * A required name, trimmed, of 3 to 100 characters. The type check is piped first: zod runs length
 * checks even after a failed type check, so an array would otherwise also be "too short".
 */
export function nameSchema(messages: { required: string; min: string; max: string }) {
  return z.pipe(
    z.string({ error: messages.required }),
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { message: messages.required, abort: true }),
        z.minLength(3, messages.min),
        z.maxLength(100, messages.max),
      ),
  );
}

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
