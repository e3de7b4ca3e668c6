import * as z from "@/lib/zod";

/** The applets of the permissions matrix, in the spec's row order (User management > permissions). */
export const APPLETS = [
  "taskManagement",
  "aiCalendar",
  "databaseManagement",
  "workflowAutomation",
  "chartGenerator",
  "formBuilder",
  "userManagement",
  "onlineChat",
  "notification",
] as const;
export type Applet = (typeof APPLETS)[number];

export const PERMISSION_ACTIONS = ["view", "add", "edit", "delete"] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export const ROLES = ["owner", "admin", "member", "viewer", "guest"] as const;
export type RoleValue = (typeof ROLES)[number];
/** Roles that can be given by invitation or role change (ownership moves by transfer only). */
export const ASSIGNABLE_ROLES = ["admin", "member", "viewer", "guest"] as const;

export const grantSchema = z.object({
  view: z.boolean(),
  add: z.boolean(),
  edit: z.boolean(),
  delete: z.boolean(),
});
export type Grant = z.infer<typeof grantSchema>;

export const permissionsSchema = z.object(
  Object.fromEntries(APPLETS.map((applet) => [applet, grantSchema])) as Record<Applet, typeof grantSchema>,
);
export type Permissions = z.infer<typeof permissionsSchema>;
