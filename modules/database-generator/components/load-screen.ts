import "server-only";
import { notFound } from "next/navigation";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import type { KindPageProps } from "@/lib/server/modules/kind-pages";
import { loadDbPage } from "@/modules/database-generator/server/page";
import { tableViewOf, viewChoiceOf, type DbScreen } from "@/modules/database-generator/shared/urls";
import type { ReactNode } from "react";

export type ScreenProps = KindPageProps & { screen: DbScreen };

/**
 * A database generator screen's first data for a module the route's gate found (a project's module:
 * its routes are under /project/{projectId}/database-generator; a workspace's own: its page's query
 * names the screen, workspace-page.tsx), read on the server
 * (server/page.ts); a database or table that is not the module's is the 404 screen. Each screen is
 * its own file (dashboard/, database/, table/ …-screen.tsx) so that a route loads only its own view.
 */
export async function loadScreen({ module, searchParams, screen }: ScreenProps) {
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const data = await loadDbPage(
    actor,
    module.id,
    screen,
    locale,
    tableViewOf((name) => searchParams[name]),
    viewChoiceOf((name) => searchParams[name]),
  );
  if (!data) notFound();
  return { data, place: { projectId: module.project?.id ?? null, moduleId: module.id } };
}

/** A screen whose first data is not of its kind (cannot happen: each route asks for its own). */
export function wrongScreen(): ReactNode {
  notFound();
}
