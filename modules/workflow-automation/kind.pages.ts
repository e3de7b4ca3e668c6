import "server-only";
import { defineKindPages } from "@/lib/server/modules/kind-pages";
import { workflowAutomationKind } from "./kind";

/**
 * A workspace's own workflow automation module opens at /workspace-modules/{moduleId}, its screens
 * named by the query (components/workspace-page.tsx), loaded when the route renders it.
 */
export const workflowAutomationPages = defineKindPages(workflowAutomationKind, {
  workspace: () => import("./components/workspace-page").then((page) => page.WorkspaceAutomationPage),
});
