import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { lookupProjectModule, moduleMetadata } from "@/components/modules/module-page";
import { RouteParamsError } from "@/components/ui/route-params-error";
import type { PageSearchParams } from "@/lib/server/modules/kind-pages";
import { CalendarPage } from "@/modules/ai-calendar/components/calendar-page";
import type { DialogRoute } from "@/modules/ai-calendar/components/use-calendar-url";
import { EVENT_ID_PATTERN } from "@/modules/ai-calendar/shared/types";

export type CalendarRouteProps = {
  params: Promise<{ projectId: string; eventId?: string }>;
  searchParams: Promise<PageSearchParams>;
};

async function lookup({ params, searchParams }: CalendarRouteProps) {
  const [{ projectId }, { moduleId }] = await Promise.all([params, searchParams]);
  const raw = moduleId === undefined ? null : typeof moduleId === "string" ? moduleId : "";
  return lookupProjectModule(projectId, "ai-calendar", raw);
}

export async function calendarMetadata(props: CalendarRouteProps): Promise<Metadata> {
  return moduleMetadata(await lookup(props));
}

/**
 * The project's AI calendar module through the gate (the project's first one without ?moduleId=),
 * with the event dialog the route names open (…/events/create, …/events/{eventId}/edit).
 */
export async function CalendarRoute(props: CalendarRouteProps & { dialog: "create" | "edit" | null }) {
  const found = await lookup(props);
  if (!found) notFound();
  if ("kind" in found) return <RouteParamsError kind={found.kind} />;
  const { eventId } = await props.params;
  if (props.dialog === "edit" && !(eventId && EVENT_ID_PATTERN.test(eventId)))
    return <RouteParamsError kind="params" />;
  const dialog: DialogRoute | null =
    props.dialog === "create"
      ? { kind: "create" }
      : props.dialog === "edit"
        ? { kind: "edit", eventId: eventId! }
        : null;
  return <CalendarPage module={found.module} searchParams={await props.searchParams} dialog={dialog} />;
}
