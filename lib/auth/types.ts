// The sign-in family's answers (/api/v1/auth/*), shared by the route handlers and the client as the
// schemas of lib/contracts/auth.ts; each type is its schema's output.
import * as z from "@/lib/zod";
import { publicUserSchema } from "@/lib/users/types";

/** What a sign-in answers (login, register, accepting an invitation); the session cookie comes with it. */
export const signedInAnswerSchema = z.object({
  accessToken: z.string(),
  user: publicUserSchema,
  /** The session's active workspace, or null when none is chosen yet. */
  workspace: z.nullable(z.string()),
});
export type SignedInAnswer = z.output<typeof signedInAnswerSchema>;

/** POST /auth/switch-account: a new access token for the workspace the session moved into (and its cookie). */
export const switchedAccountSchema = z.object({
  accessToken: z.string(),
  workspace: z.object({ id: z.string(), name: z.string() }),
});
export type SwitchedAccountAnswer = z.output<typeof switchedAccountSchema>;

/** A text to show (a reset e-mailed, a password changed, signed out). */
export const authMessageSchema = z.object({ message: z.string() });
export type AuthMessage = z.output<typeof authMessageSchema>;

/** GET /auth/is-email-registered/{email}: step 1 of registration. */
export const emailRegisteredSchema = z.object({ registered: z.boolean() });
export type EmailRegistered = z.output<typeof emailRegisteredSchema>;

/** GET /auth/check-reset-password-token/{token}: the link is usable, for this account. */
export const resetTokenCheckSchema = z.object({ valid: z.literal(true), email: z.string() });
export type ResetTokenCheck = z.output<typeof resetTokenCheckSchema>;

/** POST /auth/verify-email: the address now verified. */
export const verifiedEmailSchema = z.object({ message: z.string(), email: z.string() });
export type VerifiedEmail = z.output<typeof verifiedEmailSchema>;
