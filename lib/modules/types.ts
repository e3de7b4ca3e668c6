// The module platform's data shapes (catalog, placed modules, module members), shared by the
// services, the route handlers and the client.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { ROLES } from "@/lib/schemas/permissions";

/** A member of a module's User management (spec §3 Member); `id` is the row's id, the API's {memberId}. */
export const moduleMemberSchema = z.object({
  id: z.string(),
  /** `email` only for callers who manage the module's members or may view User management. */
  member: z.object({ id: z.string(), name: z.string(), email: z.optional(z.string()) }),
  role: z.enum(ROLES),
  /** The workspace owner, or someone given the owner role: fixed, never changed or removed here. */
  owner: z.boolean(),
  createdAt: isoDate,
});
export type ModuleMember = z.output<typeof moduleMemberSchema>;

/**
 * What a module's own page is told of it (`GET /{kind}/{id}` of the content hub, the form builder and
 * a scaffolded kind; lib/server/modules/module-scope.ts moduleInfo): its id, name, project and the
 * caller's rights, `manage` being administration of its members.
 */
export const moduleInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  project: z.nullable(z.object({ id: z.string(), name: z.string() })),
  access: z.object({
    read: z.boolean(),
    add: z.boolean(),
    edit: z.boolean(),
    delete: z.boolean(),
    manage: z.boolean(),
  }),
});
export type ModuleInfo = z.output<typeof moduleInfoSchema>;

/** POST /{kind}/{id}/member: the outcome for one e-mail. */
export const moduleMemberInviteResultSchema = z.union([
  z.object({ status: z.literal("added"), member: moduleMemberSchema }),
  z.object({ status: z.literal("invited"), email: z.string() }),
]);
export type ModuleMemberInviteResult = z.output<typeof moduleMemberInviteResultSchema>;

/** The spec's "available module" (the catalog): Quick Access first, then by category. */
export const availableModuleSchema = z.object({
  id: z.string(),
  tag: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  active: z.boolean(),
  uiSettings: z.object({
    gradient: z.tuple([z.string(), z.string()]),
    coverImage: z.string(),
    configuration: z.object({ w: z.number(), h: z.number(), minW: z.number(), minH: z.number() }),
  }),
});
export type AvailableModule = z.output<typeof availableModuleSchema>;

/** GET /workspaces/module/inventories: a catalog module with how many of it the workspace holds. */
export const moduleInventorySchema = z.object({
  id: z.string(),
  tag: z.string(),
  title: z.string(),
  category: z.string(),
  active: z.boolean(),
  /** How many of this module are placed in the workspace: on (visible) projects, at workspace level. */
  placed: z.object({ projects: z.number(), workspace: z.number(), total: z.number() }),
});
export type ModuleInventory = z.output<typeof moduleInventorySchema>;

/** The spec's "Project module" as the API returns it. */
export const projectModuleViewSchema = z.object({
  id: z.string(),
  moduleId: z.string(),
  tag: z.string(),
  name: z.string(),
  i: z.string(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  private: z.boolean(),
  isBookmark: z.boolean(),
  resizeHandles: z.tuple([z.literal("se")]),
  isResizable: z.literal(true),
  /** The project's id. */
  project: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ProjectModuleView = z.output<typeof projectModuleViewSchema>;

/** The spec's "Workspace module" as the API returns it. */
export const workspaceModuleViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  tag: z.string(),
  moduleId: z.string(),
  isBookmark: z.boolean(),
  i: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type WorkspaceModuleView = z.output<typeof workspaceModuleViewSchema>;

/** A placed module the actor may open: its name, its catalog title and where it lives. */
export interface VisibleModule {
  id: string;
  /** Its own name, else the catalog title in the request's language. */
  name: string;
  tag: string;
  /** The catalog module's title (Task management, ...). */
  title: string;
  /** The project it is placed on; null for a module of the workspace itself. */
  project: { id: string; name: string } | null;
}
