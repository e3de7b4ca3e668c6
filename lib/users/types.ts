// User data shapes, shared by the services, the route handlers and the client, as the schemas of the
// answers (lib/contracts/users.ts); each type is its schema's output.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { ROLES } from "@/lib/schemas/permissions";
import { TOURS } from "@/lib/tours";
import { locales } from "@/lib/i18n/config";

/** The user as the API shows it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.nullable(z.string()),
  createdAt: isoDate,
});
export type PublicUser = z.output<typeof publicUserSchema>;

/** GET /users/{id}: the caller's own profile with the active workspace and their preferences. */
export const userProfileSchema = z.extend(publicUserSchema, {
  workspace: z.nullable(z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) })),
  /** The IANA time zone times are shown in; null = automatic (the browser's). */
  timeZone: z.nullable(z.string()),
  /** The guided tours this person has finished or skipped (each opens once). */
  toursDone: z.array(z.enum(TOURS)),
  /** The language chosen on the profile; null = the browser's choice (the language cookie). */
  locale: z.nullable(z.enum(locales)),
  /** Whether the address is verified. */
  emailVerified: z.boolean(),
  /** Whether the account has a password (one made by Google or single sign-on may not). */
  hasPassword: z.boolean(),
  /** A requested new address waiting for its link to be followed, or null. */
  pendingEmail: z.nullable(z.string()),
});
export type UserProfile = z.output<typeof userProfileSchema>;

/** A member of the active workspace for pickers (assignees, project members). */
export const pickerUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
});
export type PickerUser = z.output<typeof pickerUserSchema>;

/** GET /users/{id}/sessions: one signed-in browser or client of the caller's. */
export const userSessionSchema = z.object({
  id: z.string(),
  /** The browser's User-Agent when it signed in (null for API clients that sent none). */
  userAgent: z.nullable(z.string()),
  createdAt: isoDate,
  lastActiveAt: isoDate,
  expiresAt: isoDate,
  /** The session of this request. */
  current: z.boolean(),
  /** Signed in through single sign-on. */
  viaSso: z.boolean(),
});
export type UserSession = z.output<typeof userSessionSchema>;

/** GET /users/{id}/accounts: the external sign-ins a person may connect, and whether they are. */
export const connectedAccountSchema = z.object({
  provider: z.enum(["google", "oidc"]),
  /** The provider's name as the sign-in page shows it ("Google", the OIDC provider's name). */
  name: z.string(),
  connected: z.boolean(),
});
export type ConnectedAccount = z.output<typeof connectedAccountSchema>;

/** GET /users/{id}/deletion: what deleting the account would do to the workspaces it owns. */
export const accountDeletionPlanSchema = z.object({
  /** Owned workspaces with nobody else in them: deleted with the account. */
  deleted: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Owned workspaces with other members: ownership must move first (the deletion is refused). */
  blocking: z.array(z.object({ id: z.string(), name: z.string(), members: z.number() })),
  /** Workspaces the person is a member of (not the owner): they leave them. */
  left: z.number(),
});
export type AccountDeletionPlan = z.output<typeof accountDeletionPlanSchema>;
