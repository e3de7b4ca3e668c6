import "server-only";
import { defineKindPages } from "@/lib/server/modules/kind-pages";
import { fileManagementKind } from "./kind";

/**
 * A workspace's own file management module opens its page at /workspace-modules/{moduleId}: the page
 * the project's route renders too (components/file-management-page.tsx), loaded when the route renders it.
 */
export const fileManagementPages = defineKindPages(fileManagementKind, {
  workspace: () => import("./components/file-management-page").then((page) => page.FileManagementPage),
});
