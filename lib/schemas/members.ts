import { z } from "zod";
import { idSchema, redirectPathSchema } from "./common";
import { emailSchema } from "./auth";
import { ASSIGNABLE_ROLES, ROLES, permissionsSchema } from "./permissions";

/** An id that may be missing or of another type: every failure reads 'Invalid id'. */
export const memberIdSchema = z.string({ error: "validation.invalidId" }).pipe(idSchema);

/** Largest page of GET /workspace/{id}/member. */
export const MEMBER_LIST_MAX_LIMIT = 500;
/** Rows per page of the members table (the spec's shared table page size). */
export const MEMBER_TABLE_PAGE_SIZE = 20;

export const memberParamsSchema = z.object({ workspaceId: memberIdSchema, memberId: memberIdSchema });
export const memberListParamsSchema = z.object({ workspaceId: memberIdSchema });

export const memberListQuerySchema = z.object({
  page: z.coerce
    .number({ error: "validation.memberPageInvalid" })
    .int("validation.memberPageInvalid")
    .min(1, "validation.memberPageInvalid")
    .max(1_000_000, "validation.memberPageInvalid")
    .default(1),
  limit: z.coerce
    .number({ error: "validation.memberLimitInvalid" })
    .int("validation.memberLimitInvalid")
    .min(1, "validation.memberLimitInvalid")
    .max(MEMBER_LIST_MAX_LIMIT, "validation.memberLimitInvalid")
    // The members table's page, so an API client's default page costs what the screen's does.
    .default(MEMBER_TABLE_PAGE_SIZE),
  search: z
    .string({ error: "validation.memberSearchInvalid" })
    .trim()
    .max(100, "validation.memberSearchInvalid")
    .optional()
    .transform((value) => value || undefined),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

/**
 * PATCH /workspace/{id}/member/{memberId}. `role: "owner"` transfers ownership (and then comes alone);
 * `permissions: null` resets the matrix to the role's defaults; `customRoleId: null` clears the title.
 */
export const updateMemberSchema = z
  .object({
    role: z.enum(ROLES, { error: "validation.memberRoleInvalid" }).optional(),
    customRoleId: memberIdSchema.nullable().optional(),
    accessToAll: z.boolean({ error: "validation.accessToAllBoolean" }).optional(),
    permissions: permissionsSchema.nullable().optional(),
  })
  .refine(
    (input) =>
      input.role !== undefined ||
      input.customRoleId !== undefined ||
      input.accessToAll !== undefined ||
      input.permissions !== undefined,
    { message: "validation.memberUpdateEmpty" },
  )
  .refine(
    (input) =>
      input.role !== "owner" ||
      (input.customRoleId === undefined &&
        input.accessToAll === undefined &&
        input.permissions === undefined),
    { message: "validation.transferAlone" },
  );
export type UpdateMemberInput = z.infer<typeof updateMemberSchema>;

/** A custom role's title (User management > roles): 'Title is required'. */
export const roleTitleSchema = z
  .string({ error: "validation.roleTitleRequired" })
  .trim()
  .min(1, { message: "validation.roleTitleRequired", abort: true })
  .max(50, "validation.roleTitleMax");
export const roleInputSchema = z.object({ title: roleTitleSchema });
export type RoleInput = z.infer<typeof roleInputSchema>;
export const roleParamsSchema = z.object({ id: memberIdSchema });

/** The Add user dialog (it sends helper A's invitation): e-mail and role are required (spec §5). */
export const addUserSchema = z.object({
  email: emailSchema,
  // The dialog's role select starts empty (null) until a role is chosen.
  role: z
    .string({ error: "validation.roleRequired" })
    .nullable()
    .pipe(z.enum(ASSIGNABLE_ROLES, { error: "validation.roleRequired" })),
  accessToAll: z.boolean(),
});

/** GET /users: an optional name/e-mail filter for pickers. */
export const userListQuerySchema = z.object({
  search: z
    .string({ error: "validation.memberSearchInvalid" })
    .trim()
    .max(100, "validation.memberSearchInvalid")
    .optional()
    .transform((value) => value || undefined),
});

// Search params of the /user-management screens (spec §2: `active`, `redirect` on dialogs).
export const USER_MANAGEMENT_TABS = ["users", "pending"] as const;
export type UserManagementTab = (typeof USER_MANAGEMENT_TABS)[number];
export const userManagementSearchSchema = z.object({
  active: z.enum(USER_MANAGEMENT_TABS).default("users"),
});
export const dialogSearchSchema = z.object({ redirect: redirectPathSchema.optional() });
export const requiredRedirectSearchSchema = z.object({ redirect: redirectPathSchema });
export const userIdParamsSchema = z.object({ userId: idSchema });
export const roleIdParamsSchema = z.object({ roleId: idSchema });
