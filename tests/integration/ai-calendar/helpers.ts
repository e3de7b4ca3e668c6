// Shared set-up of AI calendar's integration tests: a team, a project with a calendar module, and a
// function per event route (real Requests through the route handlers, on the spec's paths).
import {
  GET as listRoute,
  POST as createRoute,
} from "@/app/api/v1/dashboard/[dashboardId]/ai-calendar/events/route";
import {
  DELETE as deleteRoute,
  GET as getRoute,
  PATCH as patchRoute,
} from "@/app/api/v1/dashboard/[dashboardId]/ai-calendar/events/[eventId]/route";
import { getDb } from "@/lib/server/db";
import type { CalendarEvent, EventRange } from "@/modules/ai-calendar/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call, type CallResult } from "../helpers/http";
import { seedTeam, type Team } from "../workspaces/helpers";

export interface Calendar {
  team: Team;
  projectId: string;
  moduleId: string;
}

export async function seedCalendar(name = "Acme Calendar"): Promise<Calendar> {
  const team = await seedTeam(name);
  const projectId = (await seedProject(getDb(), team.workspace.id, { name: "Launch" })).id;
  const moduleId = (await seedProjectModule(getDb(), projectId, { tag: "AICalendar", name: "Team calendar" }))
    .id;
  return { team, projectId, moduleId };
}

type Caller = { token: string };
const base = (moduleId: string) => `http://localhost:3000/api/v1/dashboard/${moduleId}/ai-calendar/events`;

export function listEvents(
  moduleId: string,
  by: Caller,
  from: string,
  to: string,
): Promise<CallResult<EventRange>> {
  return call<EventRange>(listRoute, {
    token: by.token,
    params: { dashboardId: moduleId },
    url: `${base(moduleId)}?${new URLSearchParams({ from, to })}`,
  });
}

export function createEvent(moduleId: string, by: Caller, body: unknown): Promise<CallResult<CalendarEvent>> {
  return call<CalendarEvent>(createRoute, {
    method: "POST",
    token: by.token,
    params: { dashboardId: moduleId },
    body,
    url: base(moduleId),
  });
}

export function getEvent(moduleId: string, by: Caller, eventId: string): Promise<CallResult<CalendarEvent>> {
  return call<CalendarEvent>(getRoute, {
    token: by.token,
    params: { dashboardId: moduleId, eventId },
    url: `${base(moduleId)}/${eventId}`,
  });
}

export function patchEvent(
  moduleId: string,
  by: Caller,
  eventId: string,
  body: unknown,
): Promise<CallResult<CalendarEvent>> {
  return call<CalendarEvent>(patchRoute, {
    method: "PATCH",
    token: by.token,
    params: { dashboardId: moduleId, eventId },
    body,
    url: `${base(moduleId)}/${eventId}`,
  });
}

export function deleteEvent(
  moduleId: string,
  by: Caller,
  eventId: string,
  scope?: string,
): Promise<CallResult<{ id: string }>> {
  return call<{ id: string }>(deleteRoute, {
    method: "DELETE",
    token: by.token,
    params: { dashboardId: moduleId, eventId },
    url: `${base(moduleId)}/${eventId}${scope ? `?scope=${scope}` : ""}`,
  });
}

/** A created event; fails the test when refused. */
export async function made(
  moduleId: string,
  by: Caller,
  body: Record<string, unknown>,
): Promise<CalendarEvent> {
  const res = await createEvent(moduleId, by, body);
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}
