import "server-only";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import type { KindPageProps } from "@/lib/server/modules/kind-pages";
import { toldTimeZone } from "@/lib/server/users/viewer-zone";
import { loadCalendarPage } from "@/modules/ai-calendar/server/page";
import { CalendarView } from "./calendar-view";
import type { DialogRoute } from "./use-calendar-url";

/**
 * The calendar page of a module the route's gate found: /project/{projectId}/ai-calendar?moduleId=
 * (and its …/events/create and …/events/{eventId}/edit, with the dialog open) for a project's module,
 * /workspace-modules/{moduleId} for the workspace's own (kind.pages.ts). A bad search param shows the
 * bad-URL screen; the first range and the upcoming panel are read on the server (server/page.ts).
 */
export async function CalendarPage({
  module,
  searchParams,
  dialog = null,
}: KindPageProps & { dialog?: DialogRoute | null }) {
  const [actor, locale, told] = await Promise.all([requireWorkspaceActor(), serverLocale(), toldTimeZone()]);
  const page = await loadCalendarPage(actor, module.id, searchParams, locale, told);
  if (page.kind === "search") return <RouteParamsError kind="search" />;
  return <CalendarView {...page.data} dialog={dialog} />;
}
