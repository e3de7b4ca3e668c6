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

/** PATCH /{kind}/{id}/member/{memberId}. */
export const updateModuleMemberSchema = z.object({ role: moduleMemberRoleSchema });
