import "server-only";
import { defineKindPages } from "@/lib/server/modules/kind-pages";
import { databaseGeneratorKind } from "./kind";

/**
 * A workspace's own database generator module opens at /workspace-modules/{moduleId}, its screens
 * named by the query (components/workspace-page.tsx), loaded when the route renders it.
 */
export const databaseGeneratorPages = defineKindPages(databaseGeneratorKind, {
  workspace: () => import("./components/workspace-page").then((page) => page.WorkspaceDatabasesPage),
});
