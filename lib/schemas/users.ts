// Inputs of the user's own profile (/api/v1/users/{id}). Messages are keys of messages/*.json.
import * as z from "@/lib/zod";
import { locales } from "@/lib/i18n/config";
import { emailSchema, nameSchema, newPasswordSchema } from "@/lib/schemas/auth";
import { idSchema, queryIntInRange } from "@/lib/schemas/common";
import { timeZoneSchema } from "@/lib/schemas/time-zone";
import { TOURS } from "@/lib/tours";

/**
 * PATCH /users/{id}: the caller's profile, any of its fields. `name` as at sign-up (3–100
 * characters); `timeZone` an IANA name the runtime knows ("Europe/Madrid", "UTC"), or null for
 * automatic (the browser's); `locale` "en" or "es", or null for the browser's choice. A body with
 * none of them, or not an object, is 400.
 */
export const userPreferencesSchema = z
  .object(
    {
      name: z.optional(nameSchema),
      timeZone: z.optional(z.nullable(timeZoneSchema)),
      locale: z.optional(z.nullable(z.enum(locales, { error: "validation.localeInvalid" }))),
    },
    { error: "validation.profileEmpty" },
  )
  .check(
    z.refine(
      (value) => value.name !== undefined || value.timeZone !== undefined || value.locale !== undefined,
      "validation.profileEmpty",
    ),
  );
export type UserPreferencesInput = z.infer<typeof userPreferencesSchema>;

/** The password typed to prove it is the account's owner (any stored password; a sane size). */
const currentPasswordSchema = z
  .string({ error: "validation.currentPasswordRequired" })
  .check(z.minLength(1, "validation.currentPasswordRequired"), z.maxLength(128, "validation.passwordMax"));

/**
 * PUT /users/{id}/password: `currentPassword` is required when the account has one (an account made
 * by Google or single sign-on sets its first without); `signOutOthers` ends every other session.
 */
export const changePasswordSchema = z.object({
  currentPassword: z.optional(currentPasswordSchema),
  newPassword: newPasswordSchema,
  signOutOthers: z._default(z.boolean({ error: "validation.signOutOthersBoolean" }), false),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /users/{id}/email: the new address, and the password when the account has one. */
export const changeEmailSchema = z.object({
  email: emailSchema,
  password: z.optional(currentPasswordSchema),
});

/**
 * DELETE /users/{id}: `confirmation` is the account's address typed again; `password` when the
 * account has one.
 */
export const deleteAccountSchema = z.object({
  confirmation: z
    .string({ error: "validation.deleteConfirmationRequired" })
    .check(z.trim(), z.minLength(1, "validation.deleteConfirmationRequired"), z.maxLength(254)),
  password: z.optional(currentPasswordSchema),
});

/**
 * PUT /users/{id}/avatar?x=&y=&size=: the square of the uploaded image to keep, in its pixels (EXIF
 * orientation applied); without them the centred largest square.
 */
export const avatarCropSchema = z.object({
  x: z.optional(queryIntInRange("validation.avatarCropInvalid", 0, 100_000)),
  y: z.optional(queryIntInRange("validation.avatarCropInvalid", 0, 100_000)),
  size: z.optional(queryIntInRange("validation.avatarCropInvalid", 1, 100_000)),
});
export type AvatarCrop = z.infer<typeof avatarCropSchema>;

/** GET /users/{id}/avatar?v=: the version the address names (a stale one is served uncached). */
export const avatarQuerySchema = z.object({ v: z.optional(z.string().check(z.maxLength(20))) });

/** /users/{id}/sessions/{sessionId}. */
export const userSessionParamsSchema = z.object({ id: idSchema, sessionId: idSchema });

/** The external accounts a person may connect on their profile. */
export const LINKABLE_PROVIDERS = ["google", "oidc"] as const;
export type LinkableProvider = (typeof LINKABLE_PROVIDERS)[number];

/** /users/{id}/accounts/{provider}. */
export const userAccountParamsSchema = z.object({
  id: idSchema,
  provider: z.enum(LINKABLE_PROVIDERS, { error: "validation.providerUnknown" }),
});

/** /users/{id}: the caller's own id (a malformed one is 400, another user's 404). */
export const userParamsSchema = z.object({ id: idSchema });

/** PUT /users/{id}/tours/{tour}: the caller's id and a tour's name. */
export const tourParamsSchema = z.object({
  id: idSchema,
  tour: z.enum(TOURS, { error: "validation.tourUnknown" }),
});
