import * as z from "@/lib/zod";
import { ASSIGNABLE_ROLES } from "./permissions";
import { memberIdSchema } from "./members";

/** The roles a project member can be given (owner is a workspace role only). */
export const PROJECT_MEMBER_ROLES = ASSIGNABLE_ROLES;
export type ProjectMemberRole = (typeof PROJECT_MEMBER_ROLES)[number];

const roleSchema = z.enum(PROJECT_MEMBER_ROLES, { error: "validation.projectMemberRoleInvalid" });

export const projectMemberListParamsSchema = z.object({ projectId: memberIdSchema });
/** {memberId} is the member's user id, as in /workspace/{workspaceId}/member/{memberId}. */
export const projectMemberParamsSchema = z.object({ projectId: memberIdSchema, memberId: memberIdSchema });

/** POST /workspace/project/{projectId}/member: a workspace member's user id and a role (upsert). */
export const addProjectMemberSchema = z.object({
  member: z.pipe(z.string({ error: "validation.projectMemberRequired" }), memberIdSchema),
  role: roleSchema,
});
export type AddProjectMemberInput = z.input<typeof addProjectMemberSchema>;

/** PATCH /workspace/project/{projectId}/member/{memberId}. */
export const updateProjectMemberSchema = z.object({ role: roleSchema });
export type UpdateProjectMemberInput = z.input<typeof updateProjectMemberSchema>;
