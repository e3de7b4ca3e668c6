import "server-only";
import { defineKindPages } from "@/lib/server/modules/kind-pages";
import { dataVisualizationKind } from "./kind";

/**
 * A workspace's own data visualization module opens at /workspace-modules/{moduleId}, its screens
 * named by the query (components/workspace-page.tsx), loaded when the route renders it.
 */
export const dataVisualizationPages = defineKindPages(dataVisualizationKind, {
  workspace: () => import("./components/workspace-page").then((page) => page.WorkspaceVisualizationsPage),
});
