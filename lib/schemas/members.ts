import * as z from "@/lib/zod";
import { idSchema, queryIntInRange, redirectPathSchema } from "./common";
import { emailSchema } from "./auth";
import { ASSIGNABLE_ROLES, ROLES, permissionsSchema } from "./permissions";

/** An id that may be missing or of another type: every failure reads 'Invalid id'. */
export const memberIdSchema = z.pipe(z.string({ error: "validation.invalidId" }), idSchema);

/** A trimmed name/e-mail filter of at most 100 characters; blank is no filter. */
function optionalSearchSchema() {
  return z.pipe(
    z.optional(
      z
        .string({ error: "validation.memberSearchInvalid" })
        .check(z.trim(), z.maxLength(100, "validation.memberSearchInvalid")),
    ),
    z.transform((value: string | undefined) => value || undefined),
  );
}

/** Largest page of GET /workspace/{id}/member. */
export const MEMBER_LIST_MAX_LIMIT = 500;
/** Rows per page of the members table (the spec's shared table page size). */
export const MEMBER_TABLE_PAGE_SIZE = 20;

export const memberParamsSchema = z.object({ workspaceId: memberIdSchema, memberId: memberIdSchema });
export const memberListParamsSchema = z.object({ workspaceId: memberIdSchema });

export const memberListQuerySchema = z.object({
  page: z._default(queryIntInRange("validation.memberPageInvalid", 1, 1_000_000), 1),
  // The members table's page, so an API client's default page costs what the screen's does.
  limit: z._default(
    queryIntInRange("validation.memberLimitInvalid", 1, MEMBER_LIST_MAX_LIMIT),
    MEMBER_TABLE_PAGE_SIZE,
  ),
  search: optionalSearchSchema(),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

/**
 * PATCH /workspace/{id}/member/{memberId}. `role: "owner"` transfers ownership (and then comes alone);
 * `permissions: null` resets the matrix to the role's defaults; `customRoleId: null` clears the title.
 */
export const updateMemberSchema = z
  .object({
    role: z.optional(z.enum(ROLES, { error: "validation.memberRoleInvalid" })),
    customRoleId: z.optional(z.nullable(memberIdSchema)),
    accessToAll: z.optional(z.boolean({ error: "validation.accessToAllBoolean" })),
    permissions: z.optional(z.nullable(permissionsSchema)),
  })
  .check(
    z.refine(
      (input) =>
        input.role !== undefined ||
        input.customRoleId !== undefined ||
        input.accessToAll !== undefined ||
        input.permissions !== undefined,
      { message: "validation.memberUpdateEmpty" },
    ),
    z.refine(
      (input) =>
        input.role !== "owner" ||
        (input.customRoleId === undefined &&
          input.accessToAll === undefined &&
          input.permissions === undefined),
      { message: "validation.transferAlone" },
    ),
  );
export type UpdateMemberInput = z.infer<typeof updateMemberSchema>;

/** A custom role's title (User management > roles): 'Title is required'. */
export const roleTitleSchema = z
  .string({ error: "validation.roleTitleRequired" })
  .check(
    z.trim(),
    z.minLength(1, { message: "validation.roleTitleRequired", abort: true }),
    z.maxLength(50, "validation.roleTitleMax"),
  );
export const roleInputSchema = z.object({ title: roleTitleSchema });
export type RoleInput = z.infer<typeof roleInputSchema>;
export const roleParamsSchema = z.object({ id: memberIdSchema });

/** The Add user dialog (it sends helper A's invitation): e-mail and role are required (spec §5). */
export const addUserSchema = z.object({
  email: emailSchema,
  // The dialog's role select starts empty (null) until a role is chosen.
  role: z.pipe(
    z.nullable(z.string({ error: "validation.roleRequired" })),
    z.enum(ASSIGNABLE_ROLES, { error: "validation.roleRequired" }),
  ),
  accessToAll: z.boolean(),
});

/** GET /users: an optional name/e-mail filter for pickers. */
export const userListQuerySchema = z.object({ search: optionalSearchSchema() });

// Search params of the /user-management screens (spec §2: `active`, `redirect` on dialogs).
export const USER_MANAGEMENT_TABS = ["users", "pending"] as const;
export type UserManagementTab = (typeof USER_MANAGEMENT_TABS)[number];
export const userManagementSearchSchema = z.object({
  active: z._default(z.enum(USER_MANAGEMENT_TABS), "users"),
});
export const dialogSearchSchema = z.object({ redirect: z.optional(redirectPathSchema) });
export const requiredRedirectSearchSchema = z.object({ redirect: redirectPathSchema });
export const userIdParamsSchema = z.object({ userId: idSchema });
export const roleIdParamsSchema = z.object({ roleId: idSchema });
