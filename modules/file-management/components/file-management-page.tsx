import "server-only";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import type { KindPageProps } from "@/lib/server/modules/kind-pages";
import { loadDrivePage } from "@/modules/file-management/server/page";
import { DriveView } from "./drive-view";

/**
 * The file management page of a module the route's gate found: /project/{projectId}/file-management?moduleId=
 * for a project's module, /workspace-modules/{moduleId} for the workspace's own (kind.pages.ts). Its
 * listing's first page and the quota are read on the server (server/page.ts).
 */
export async function FileManagementPage({ module, searchParams }: KindPageProps) {
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const data = await loadDrivePage(actor, module.id, searchParams, locale);
  return <DriveView {...data} />;
}
