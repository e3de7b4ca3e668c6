"use client";

// Typed calls of the module API: the catalog, a project's grid (/workspaces/module/project/{id}), a
// placed module (rename, move, bookmark) and the workspace's own modules (/workspaces/module).
import type * as z from "@/lib/zod";
import { api } from "@/lib/client/api";
import type {
  projectModuleBatchSchema,
  UpdateProjectModuleInput,
  updateWorkspaceModuleSchema,
  workspaceModuleBatchSchema,
} from "@/lib/schemas/modules";
import type { AvailableModule, ProjectModuleView, WorkspaceModuleView } from "@/lib/modules/types";

/** The body of PATCH /workspaces/module/project/{projectId}: `{ create, delete, update }`, each optional. */
export type ProjectModuleBatchInput = z.input<typeof projectModuleBatchSchema>;
/** The body of PATCH /workspaces/module: the workspace's own modules, as a batch. */
export type WorkspaceModuleBatchInput = z.input<typeof workspaceModuleBatchSchema>;
/** The body of PATCH /workspaces/module/{moduleId}: rename or bookmark a workspace module. */
export type UpdateWorkspaceModuleInput = z.input<typeof updateWorkspaceModuleSchema>;

/** The catalog is small: one page holds all of it. */
const CATALOG_LIMIT = 1000;

export const moduleApi = {
  /** Every module of the catalog (inactive ones too), in the caller's language. */
  catalog: () => api<AvailableModule[]>(`/modules?page=1&limit=${CATALOG_LIMIT}`),

  /** Saves one batch of a project's grid; answers the whole saved grid (ids of the created modules). */
  saveGrid: (projectId: string, batch: ProjectModuleBatchInput) =>
    api<ProjectModuleView[]>(`/workspaces/module/project/${projectId}`, { method: "PATCH", body: batch }),
  /** Bookmark, rename (`name`) or move (`project`, the target) a module placed on a project's grid. */
  updatePlaced: (moduleId: string, projectId: string, body: UpdateProjectModuleInput) =>
    api<ProjectModuleView>(`/workspaces/module/${moduleId}/project/${projectId}`, { method: "PATCH", body }),

  /** Adds, removes or renames the workspace's own modules in one transaction. */
  saveWorkspaceModules: (batch: WorkspaceModuleBatchInput) =>
    api<WorkspaceModuleView[]>("/workspaces/module", { method: "PATCH", body: batch }),
  updateWorkspaceModule: (moduleId: string, body: UpdateWorkspaceModuleInput) =>
    api<WorkspaceModuleView>(`/workspaces/module/${moduleId}`, { method: "PATCH", body }),
};
