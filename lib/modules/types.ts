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

/** POST /{kind}/{id}/member: the outcome for one e-mail. */
export const moduleMemberInviteResultSchema = z.union([
  z.object({ status: z.literal("added"), member: moduleMemberSchema }),
  z.object({ status: z.literal("invited"), email: z.string() }),
]);
export type ModuleMemberInviteResult = z.output<typeof moduleMemberInviteResultSchema>;

/** The spec's "available module" (the catalog): Quick Access first, then by category. */
export interface AvailableModule {
  id: string;
  tag: string;
  title: string;
  description: string;
  category: string;
  active: boolean;
  uiSettings: {
    gradient: [string, string];
    coverImage: string;
    configuration: { w: number; h: number; minW: number; minH: number };
  };
}

/** GET /workspaces/module/inventories: a catalog module with how many of it the workspace holds. */
export interface ModuleInventory {
  id: string;
  tag: string;
  title: string;
  category: string;
  active: boolean;
  /** How many of this module are placed in the workspace: on (visible) projects, at workspace level. */
  placed: { projects: number; workspace: number; total: number };
}

/** The spec's "Project module" as the API returns it. */
export interface ProjectModuleView {
  id: string;
  moduleId: string;
  tag: string;
  name: string;
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  private: boolean;
  isBookmark: boolean;
  resizeHandles: ["se"];
  isResizable: true;
  project: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The spec's "Workspace module" as the API returns it. */
export interface WorkspaceModuleView {
  id: string;
  name: string;
  tag: string;
  moduleId: string;
  isBookmark: boolean;
  i: string;
  createdAt: Date;
  updatedAt: Date;
}

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
