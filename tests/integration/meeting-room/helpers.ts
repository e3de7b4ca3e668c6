// Calls of Meeting room's API as a browser makes them (route handlers with real requests), for its tests.
import { POST as linkRoute } from "@/app/api/v1/dashboard/[dashboardId]/integration/create-meeting/route";
import {
  GET as listRoute,
  POST as createRoute,
} from "@/app/api/v1/dashboard/[dashboardId]/meeting-room/route";
import {
  DELETE as deleteRoute,
  GET as getRoute,
  PATCH as patchRoute,
} from "@/app/api/v1/dashboard/[dashboardId]/meeting-room/[id]/route";
import { POST as answerRoute } from "@/app/api/v1/dashboard/[dashboardId]/meeting-room/[id]/response/route";
import { PATCH as projectUpdateRoute } from "@/app/api/v1/workspaces/project/[projectId]/route";
import { getDb } from "@/lib/server/db";
import type { Meeting, MeetingDetails, MeetingList } from "@/modules/meeting-room/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

export interface Room {
  team: Team;
  projectId: string;
  moduleId: string;
}

/** A team with a project holding a meeting room ("Rooms"); the member's zone is Europe/Madrid. */
export async function seedRoom(name = "Acme Meetings"): Promise<Room> {
  const team = await seedTeam(name);
  const project = await seedProject(getDb(), team.workspace.id, { name: "Launch" });
  const moduleId = (await seedProjectModule(getDb(), project.id, { tag: "MeetingRoom", name: "Rooms" })).id;
  await getDb().user.update({ where: { id: team.member.user.id }, data: { timeZone: "Europe/Madrid" } });
  return { team, projectId: project.id, moduleId };
}

const base = (id: string) => `http://localhost:3000/api/v1/dashboard/${id}/meeting-room`;

export const schedule = (moduleId: string, by: Caller, body: unknown) =>
  call<Meeting>(createRoute, {
    method: "POST",
    token: by.token,
    params: { dashboardId: moduleId },
    body,
    url: base(moduleId),
  });

export const list = (moduleId: string, by: Caller, from: string, to: string) =>
  call<MeetingList>(listRoute, {
    token: by.token,
    params: { dashboardId: moduleId },
    url: `${base(moduleId)}?${new URLSearchParams({ from, to })}`,
  });

export const details = (moduleId: string, by: Caller, meetingId: string, at?: string) =>
  call<MeetingDetails>(getRoute, {
    token: by.token,
    params: { dashboardId: moduleId, id: meetingId },
    url: `${base(moduleId)}/${meetingId}${at ? `?${new URLSearchParams({ at })}` : ""}`,
  });

export const edit = (moduleId: string, by: Caller, meetingId: string, body: unknown) =>
  call<Meeting>(patchRoute, {
    method: "PATCH",
    token: by.token,
    params: { dashboardId: moduleId, id: meetingId },
    body,
    url: `${base(moduleId)}/${meetingId}`,
  });

export const answer = (moduleId: string, by: Caller, meetingId: string, response: string) =>
  call<Meeting>(answerRoute, {
    method: "POST",
    token: by.token,
    params: { dashboardId: moduleId, id: meetingId },
    body: { response },
    url: `${base(moduleId)}/${meetingId}/response`,
  });

export const remove = (moduleId: string, by: Caller, meetingId: string) =>
  call<{ id: string }>(deleteRoute, {
    method: "DELETE",
    token: by.token,
    params: { dashboardId: moduleId, id: meetingId },
    url: `${base(moduleId)}/${meetingId}`,
  });

export const newLink = (moduleId: string, by: Caller) =>
  call<{ meetLink: string }>(linkRoute, {
    method: "POST",
    token: by.token,
    params: { dashboardId: moduleId },
    url: `http://localhost:3000/api/v1/dashboard/${moduleId}/integration/create-meeting`,
  });

/** Scheduled, or the test fails with the answer's body. */
export async function made(moduleId: string, by: Caller, body: unknown): Promise<Meeting> {
  const res = await schedule(moduleId, by, body);
  if (res.status !== 201) throw new Error(`scheduling answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The room's project made private by its owner: members not among its people lose the module. */
export async function hideProject(room: Room): Promise<number> {
  const hidden = await call(projectUpdateRoute, {
    method: "PATCH",
    token: room.team.owner.token,
    params: { projectId: room.projectId },
    body: { private: true },
  });
  return hidden.status;
}
