// Inputs of every module kind's members family (/{kind}/{id}/member): spec/work-management.md §7
// and spec/modules.md §5, §7. Messages are keys of messages/*.json.
import * as z from "@/lib/zod";
import { emailSchema } from "./auth";
import { memberIdSchema } from "./members";
import { ASSIGNABLE_ROLES, permissionsSchema } from "./permissions";

/** At most this many e-mails in one invite form. */
export const MODULE_INVITES_MAX = 50;

export const moduleParamsSchema = z.object({ moduleId: memberIdSchema });
export const moduleMemberParamsSchema = z.object({ moduleId: memberIdSchema, memberId: memberIdSchema });

const moduleMemberRoleSchema = z.enum(ASSIGNABLE_ROLES, { error: "validation.taskMemberRoleInvalid" });

/** POST /{kind}/{id}/member: one call per e-mail (§7), body permissions, email, role. */
export const inviteModuleMemberSchema = z.object({
  email: z.pipe(
    z
      .string({ error: "validation.pleaseSelectUsers" })
      .check(z.trim(), z.minLength(1, "validation.pleaseSelectUsers")),
    emailSchema,
  ),
  role: moduleMemberRoleSchema,
  permissions: z.optional(z.union([z.strictObject({}), permissionsSchema])),
});
export type InviteModuleMemberInput = z.infer<typeof inviteModuleMemberSchema>;

/** The invite form: at least one e-mail ('Please select users.'), each valid ('Invalid email(s) provided'). */
export const inviteModuleMembersFormSchema = z.object({
  emails: z.array(z.string().check(z.trim())).check(
    z.minLength(1, "validation.pleaseSelectUsers"),
    z.maxLength(MODULE_INVITES_MAX, "validation.tooManyInvites"),
    z.refine((emails: string[]) => emails.every((email) => emailSchema.safeParse(email).success), {
      message: "validation.invalidEmails",
    }),
  ),
  role: moduleMemberRoleSchema,
});
export type InviteModuleMembersForm = z.infer<typeof inviteModuleMembersFormSchema>;

/**
 * The Add member form (/{kind}/{id}/members/add): workspace users by id, at least one ('Please select
 * users.'), and one role for all of them; each becomes one POST by the user's e-mail.
 */
export const addModuleMembersFormSchema = z.object({
  users: z
    .array(z.string())
    .check(
      z.minLength(1, "validation.pleaseSelectUsers"),
      z.maxLength(MODULE_INVITES_MAX, "validation.tooManyInvites"),
    ),
  role: moduleMemberRoleSchema,
});
export type AddModuleMembersForm = z.infer<typeof addModuleMembersFormSchema>;

/** PATCH /{kind}/{id}/member/{memberId}. */
export const updateModuleMemberSchema = z.object({ role: moduleMemberRoleSchema });
export type UpdateModuleMemberInput = z.input<typeof updateModuleMemberSchema>;
