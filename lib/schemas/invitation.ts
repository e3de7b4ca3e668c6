import * as z from "@/lib/zod";
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
    project: z.pipe(z.string({ error: "validation.invalidId" }), idSchema),
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
  accessToAll: z.optional(accessToAllSchema),
  permissions: z.optional(z.strictObject({}, { error: "validation.invitePermissionsEmpty" })),
  projects: z.optional(
    z
      .array(invitationProjectSchema, { error: "validation.invitationProjectsInvalid" })
      .check(z.maxLength(MAX_INVITATION_PROJECTS, "validation.invitationProjectsInvalid")),
  ),
});
export type CreateInvitationInput = z.infer<typeof createInvitationSchema>;

export const updateInvitationSchema = z
  .object({ role: z.optional(inviteRoleSchema), accessToAll: z.optional(accessToAllSchema) })
  .check(
    z.refine((value) => value.role !== undefined || value.accessToAll !== undefined, {
      message: "validation.invitationUpdateEmpty",
    }),
  );
export type UpdateInvitationInput = z.infer<typeof updateInvitationSchema>;

/** The path of one invitation's endpoints (/workspace/invitation/{invitationId}…). */
export const invitationParamsSchema = z.object({ invitationId: idSchema });

/** The url-safe token of an invitation link (32 random bytes in base64url are 43 characters). */
export const invitationTokenSchema = z
  .string({ error: "validation.tokenRequired" })
  .check(
    z.minLength(1, { message: "validation.tokenRequired", abort: true }),
    z.maxLength(200, "validation.tokenInvalid"),
    z.regex(/^[A-Za-z0-9_-]+$/, "validation.tokenInvalid"),
  );

export const invitationTokenInputSchema = z.object({ token: invitationTokenSchema });

/** Accepting while signed out: the token, then a password (and a name for a new account). */
export const acceptInvitationSchema = z.object({
  token: invitationTokenSchema,
  name: z.optional(
    z.string({ error: "validation.nameRequired" }).check(z.maxLength(1000, "validation.nameMax")),
  ),
  password: z
    .string({ error: "validation.passwordRequired" })
    .check(z.minLength(1, "validation.passwordRequired"), z.maxLength(128, "validation.passwordMax")),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** The form of an invitee without an account: a name and a password that meets the rules. */
export const newInviteeSchema = z.object({ name: nameSchema, password: newPasswordSchema });
export type NewInviteeInput = z.infer<typeof newInviteeSchema>;

/** The form of an invitee who already has an account: their current password only. */
export const existingInviteeSchema = z.object({
  password: z
    .string({ error: "validation.passwordRequired" })
    .check(z.minLength(1, "validation.passwordRequired"), z.maxLength(128, "validation.passwordMax")),
});
export type ExistingInviteeInput = z.infer<typeof existingInviteeSchema>;
