"use client";

// Typed calls of the module API (lib/contracts/modules.ts): the catalog, a project's grid, a placed
// module (rename, move, bookmark) and the workspace's own modules.
import type * as z from "@/lib/zod";
import { call } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import type {
  moduleCatalog,
  saveProjectModules,
  saveWorkspaceModules,
  updatePlacedModule,
  updateWorkspaceModule,
} from "@/lib/contracts/modules";
import type {
  projectModuleBatchSchema,
  UpdateProjectModuleInput,
  updateWorkspaceModuleSchema,
  workspaceModuleBatchSchema,
} from "@/lib/schemas/modules";

/** The body of PATCH /workspaces/module/project/{projectId}: `{ create, delete, update }`, each optional. */
export type ProjectModuleBatchInput = z.input<typeof projectModuleBatchSchema>;
/** The body of PATCH /workspaces/module: the workspace's own modules, as a batch. */
export type WorkspaceModuleBatchInput = z.input<typeof workspaceModuleBatchSchema>;
/** The body of PATCH /workspaces/module/{moduleId}: rename or bookmark a workspace module. */
export type UpdateWorkspaceModuleInput = z.input<typeof updateWorkspaceModuleSchema>;

/** The catalog is small: one page holds all of it. */
const CATALOG_LIMIT = 1000;

/** Every module of the catalog (inactive ones too), in the caller's language: a cached query. */
export const moduleCatalogQuery = () =>
  endpointQuery<typeof moduleCatalog>("GET /api/v1/modules", { query: { page: 1, limit: CATALOG_LIMIT } });

export const moduleApi = {
  /** Saves one batch of a project's grid; answers the whole saved grid (ids of the created modules). */
  saveGrid: (projectId: string, batch: ProjectModuleBatchInput) =>
    call<typeof saveProjectModules>("PATCH /api/v1/workspaces/module/project/{projectId}", {
      params: { projectId },
      body: batch,
    }),
  /** Bookmark, rename (`name`) or move (`project`, the target) a module placed on a project's grid. */
  updatePlaced: (moduleId: string, projectId: string, body: UpdateProjectModuleInput) =>
    call<typeof updatePlacedModule>("PATCH /api/v1/workspaces/module/{moduleId}/project/{projectId}", {
      params: { moduleId, projectId },
      body,
    }),

  /** Adds, removes or renames the workspace's own modules in one transaction. */
  saveWorkspaceModules: (batch: WorkspaceModuleBatchInput) =>
    call<typeof saveWorkspaceModules>("PATCH /api/v1/workspaces/module", { body: batch }),
  updateWorkspaceModule: (moduleId: string, body: UpdateWorkspaceModuleInput) =>
    call<typeof updateWorkspaceModule>("PATCH /api/v1/workspaces/module/{moduleId}", {
      params: { moduleId },
      body,
    }),
};
