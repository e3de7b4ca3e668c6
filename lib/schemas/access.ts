import * as z from "@/lib/zod";
import { ASSIGNABLE_ROLES, ROLES } from "./permissions";
import { memberIdSchema } from "./members";

export const ACCESS_ROW_TYPES = ["project", "module"] as const;
export type AccessRowType = (typeof ACCESS_ROW_TYPES)[number];
export const ACCESS_ACTIONS = ["add", "remove"] as const;
/** Most rows one save may carry (a workspace's whole tree fits many times over). */
export const ACCESS_MAX_ROWS = 1000;

/**
 * One row of the spec's access payload: `owner` is the project or module id, `parentOwner` the
 * module's project, `serverRole` the role the client last saw saved (informational).
 */
export const accessRowSchema = z
  .object({
    type: z.enum(ACCESS_ROW_TYPES, { error: "validation.accessTypeInvalid" }),
    action: z.enum(ACCESS_ACTIONS, { error: "validation.accessActionInvalid" }),
    owner: memberIdSchema,
    role: z.optional(z.nullable(z.enum(ASSIGNABLE_ROLES, { error: "validation.accessRoleInvalid" }))),
    parentOwner: z.optional(z.nullable(memberIdSchema)),
    serverRole: z.optional(z.nullable(z.enum(ROLES, { error: "validation.accessRoleInvalid" }))),
  })
  .check(
    z.refine((row) => row.action === "remove" || !!row.role, {
      message: "validation.accessRoleRequired",
      path: ["role"],
    }),
  );
export type AccessRow = z.input<typeof accessRowSchema>;
export type ParsedAccessRow = z.output<typeof accessRowSchema>;

export const accessPayloadSchema = z
  .array(accessRowSchema, { error: "validation.accessRowsInvalid" })
  .check(z.maxLength(ACCESS_MAX_ROWS, "validation.accessRowsTooMany"));

export const accessParamsSchema = z.object({ memberId: memberIdSchema });

/** What POST /workspace/access/{memberId} answers for each row, in order (a failed row's message translated). */
export const accessRowResultSchema = z.union([
  z.object({ type: z.enum(ACCESS_ROW_TYPES), owner: z.string(), ok: z.literal(true) }),
  z.object({ type: z.enum(ACCESS_ROW_TYPES), owner: z.string(), ok: z.literal(false), message: z.string() }),
]);
export type AccessRowResult = z.output<typeof accessRowResultSchema>;

/** A saved grant as GET /workspace/access/{memberId} lists it (the payload's row shape). */
export const accessGrantSchema = z.object({
  type: z.enum(ACCESS_ROW_TYPES),
  owner: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  parentOwner: z.nullable(z.string()),
});
export type AccessGrant = z.output<typeof accessGrantSchema>;

/** The workspace's projects with their modules, for the access tree. */
export interface AccessTreeProject {
  id: string;
  name: string;
  private: boolean;
  modules: { id: string; name: string; tag: string }[];
}
