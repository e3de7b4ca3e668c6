import { z } from "zod";
import { emailSchema, nameSchema, newPasswordSchema } from "./auth";
import { idSchema } from "./common";
import { ASSIGNABLE_ROLES } from "./permissions";

/** admin, member, viewer or guest: ownership is never given by invitation. */
export const inviteRoleSchema = z.enum(ASSIGNABLE_ROLES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ""
      ? "validation.inviteRoleRequired"
      : "validation.inviteRoleInvalid",
});
export type InviteRole = z.infer<typeof inviteRoleSchema>;

const accessToAllSchema = z.boolean({ error: "validation.accessToAllBoolean" });

/** At most this many projects ride on one invitation. */
export const MAX_INVITATION_PROJECTS = 50;

/** A project the invitation also opens, with the role the new member gets on it. */
const invitationProjectSchema = z.object(
  {
    project: z.string({ error: "validation.invalidId" }).pipe(idSchema),
    role: inviteRoleSchema,
  },
  { error: "validation.invitationProjectsInvalid" },
);

/**
 * The spec's member invite: e-mail, role, accessToAll and `permissions` sent as an empty object.
 * The matrix is set on the member once the invitation is accepted, so only `{}` is accepted here.
 * `projects` (the project wizard's e-mail invites) gives the new member access to those projects
 * on acceptance.
 */
export const createInvitationSchema = z.object({
  email: emailSchema,
  role: inviteRoleSchema,
  accessToAll: accessToAllSchema.optional(),
  permissions: z.strictObject({}, { error: "validation.invitePermissionsEmpty" }).optional(),
  projects: z
    .array(invitationProjectSchema, { error: "validation.invitationProjectsInvalid" })
    .max(MAX_INVITATION_PROJECTS, "validation.invitationProjectsInvalid")
    .optional(),
});
export type CreateInvitationInput = z.infer<typeof createInvitationSchema>;

export const updateInvitationSchema = z
  .object({ role: inviteRoleSchema.optional(), accessToAll: accessToAllSchema.optional() })
  .refine((value) => value.role !== undefined || value.accessToAll !== undefined, {
    message: "validation.invitationUpdateEmpty",
  });
export type UpdateInvitationInput = z.infer<typeof updateInvitationSchema>;

/** The url-safe token of an invitation link (32 random bytes in base64url are 43 characters). */
export const invitationTokenSchema = z
  .string({ error: "validation.tokenRequired" })
  .min(1, { message: "validation.tokenRequired", abort: true })
  .max(200, "validation.tokenInvalid")
  .regex(/^[A-Za-z0-9_-]+$/, "validation.tokenInvalid");

export const invitationTokenInputSchema = z.object({ token: invitationTokenSchema });

/** Accepting while signed out: the token, then a password (and a name for a new account). */
export const acceptInvitationSchema = z.object({
  token: invitationTokenSchema,
  name: z.string({ error: "validation.nameRequired" }).max(1000, "validation.nameMax").optional(),
  password: z
    .string({ error: "validation.passwordRequired" })
    .min(1, "validation.passwordRequired")
    .max(128, "validation.passwordMax"),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** The form of an invitee without an account: a name and a password that meets the rules. */
export const newInviteeSchema = z.object({ name: nameSchema, password: newPasswordSchema });
export type NewInviteeInput = z.infer<typeof newInviteeSchema>;

/** The form of an invitee who already has an account: their current password only. */
export const existingInviteeSchema = z.object({
  password: z
    .string({ error: "validation.passwordRequired" })
    .min(1, "validation.passwordRequired")
    .max(128, "validation.passwordMax"),
});
export type ExistingInviteeInput = z.infer<typeof existingInviteeSchema>;
