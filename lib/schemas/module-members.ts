// Inputs of every module kind's members family (/{kind}/{id}/member): spec/work-management.md §7
// and spec/modules.md §5, §7. Messages are keys of messages/*.json.
import { z } from "zod";
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
  email: z
    .string({ error: "validation.pleaseSelectUsers" })
    .trim()
    .min(1, "validation.pleaseSelectUsers")
    .pipe(emailSchema),
  role: moduleMemberRoleSchema,
  permissions: z.union([z.object({}).strict(), permissionsSchema]).optional(),
});
export type InviteModuleMemberInput = z.infer<typeof inviteModuleMemberSchema>;

/** The invite form: at least one e-mail ('Please select users.'), each valid ('Invalid email(s) provided'). */
export const inviteModuleMembersFormSchema = z.object({
  emails: z
    .array(z.string().trim())
    .min(1, "validation.pleaseSelectUsers")
    .max(MODULE_INVITES_MAX, "validation.tooManyInvites")
    .refine((emails) => emails.every((email) => emailSchema.safeParse(email).success), {
      message: "validation.invalidEmails",
    }),
  role: moduleMemberRoleSchema,
});
export type InviteModuleMembersForm = z.infer<typeof inviteModuleMembersFormSchema>;

/** PATCH /{kind}/{id}/member/{memberId}. */
export const updateModuleMemberSchema = z.object({ role: moduleMemberRoleSchema });
