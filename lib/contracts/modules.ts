// The module platform's API (spec/shell.md §9, spec/modules.md): the catalog, a project's module grid
// and its cards' summaries, a placed module, and the workspace's own modules, declared once: served
// by the route files under app/api/v1/modules and app/api/v1/workspaces/module, called by
// lib/client/modules/api.ts and lib/client/modules/grid-summaries.ts.
import * as z from "@/lib/zod";
import { defineEndpoint } from "@/lib/contracts/endpoint";
import { gridSummariesSchema } from "@/lib/modules/summaries";
import {
  availableModuleSchema,
  moduleInventorySchema,
  projectModuleViewSchema,
  workspaceModuleViewSchema,
} from "@/lib/modules/types";
import {
  placedModuleParamsSchema,
  projectGridParamsSchema,
  projectModuleBatchSchema,
  updateProjectModuleSchema,
  updateWorkspaceModuleSchema,
  workspaceModuleBatchSchema,
  workspaceModuleParamsSchema,
} from "@/lib/schemas/modules";
import { moduleCatalogQuerySchema } from "@/lib/schemas/project";

const modules = "/api/v1/workspaces/module" as const;

export const moduleCatalog = defineEndpoint({
  method: "GET",
  path: "/api/v1/modules",
  auth: "session",
  summary: "A page of the module catalog (Quick Access first), in the caller's language",
  query: moduleCatalogQuerySchema,
  response: z.array(availableModuleSchema),
});

export const moduleInventories = defineEndpoint({
  method: "GET",
  path: `${modules}/inventories`,
  auth: "session",
  summary: "The catalog with how many of each module the active workspace holds",
  response: z.array(moduleInventorySchema),
});

export const listWorkspaceModules = defineEndpoint({
  method: "GET",
  path: modules,
  auth: "session",
  summary: "The active workspace's own modules the caller sees, in index order",
  response: z.array(workspaceModuleViewSchema),
});

export const saveWorkspaceModules = defineEndpoint({
  method: "PATCH",
  path: modules,
  auth: "session",
  summary: "Create, delete and update the workspace's own modules in one transaction; answers them all",
  body: workspaceModuleBatchSchema,
  response: z.array(workspaceModuleViewSchema),
});

export const updateWorkspaceModule = defineEndpoint({
  method: "PATCH",
  path: `${modules}/{moduleId}`,
  auth: "session",
  summary: "Rename or bookmark a workspace module",
  params: workspaceModuleParamsSchema,
  body: updateWorkspaceModuleSchema,
  response: workspaceModuleViewSchema,
});

export const updatePlacedModule = defineEndpoint({
  method: "PATCH",
  path: `${modules}/{moduleId}/project/{projectId}`,
  auth: "session",
  summary: "Bookmark, rename or move (to another project) a module placed on a project's grid",
  params: placedModuleParamsSchema,
  body: updateProjectModuleSchema,
  response: projectModuleViewSchema,
});

export const listProjectModules = defineEndpoint({
  method: "GET",
  path: `${modules}/project/{projectId}`,
  auth: "session",
  summary: "The project's module grid the caller sees, in index order",
  params: projectGridParamsSchema,
  response: z.array(projectModuleViewSchema),
});

export const saveProjectModules = defineEndpoint({
  method: "PATCH",
  path: `${modules}/project/{projectId}`,
  auth: "session",
  summary: "Create, delete and update the project's grid in one transaction; answers the whole grid",
  params: projectGridParamsSchema,
  body: projectModuleBatchSchema,
  response: z.array(projectModuleViewSchema),
});

export const gridSummaries = defineEndpoint({
  method: "GET",
  path: `${modules}/project/{projectId}/summary`,
  auth: "session",
  summary: "The card summary of each grid module the caller may read, by module id",
  params: projectGridParamsSchema,
  response: gridSummariesSchema,
});
