import type { Page } from "@playwright/test";
import { newId } from "../../lib/server/ids";
import type { Db } from "../../lib/server/db";
import { newMeetingToken } from "../../modules/meeting-room/server/meet-link";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { seedUser } from "../../prisma/seed/users";
import { uniqueEmail } from "./fixtures";

// The meeting room's specs: a meeting seeded in a project's room, a meeting with a colleague for the
// call, chat and board specs, and how a page joins a call and times its first remote frame.

type Member = { id: string; workspace: { id: string } };

/** A meeting hosted by `member` in a new project's meeting room (Europe/Madrid): its ids and link. */
export async function seedMeeting(
  db: Db,
  member: Member,
  meeting: {
    summary: string;
    start: Date;
    end: Date;
    reminders: number[];
    attendees: { userId?: string; email: string }[];
  },
) {
  const project = await seedProject(db, member.workspace.id, { name: "Calls", createdById: member.id });
  const room = await seedProjectModule(db, project.id, { tag: "MeetingRoom", name: "Call rooms" });
  const id = newId();
  const token = newMeetingToken();
  const { attendees, ...times } = meeting;
  await db.meeting.create({
    data: {
      id,
      workspaceId: member.workspace.id,
      moduleId: room.id,
      projectModuleId: room.id,
      uid: `${id}@meeting-room`,
      ...times,
      spanEnd: meeting.end,
      timeZone: "Europe/Madrid",
      linkToken: token,
      hostId: member.id,
      attendees: { create: attendees },
    },
  });
  return { id, token, projectId: project.id, moduleId: room.id };
}

/** A meeting of `member`'s hosting in an hour, with a colleague invited: its call's URL and its room's pages. */
export async function seedCall(db: Db, member: Member) {
  const colleague = await seedUser(db, { email: uniqueEmail("cleo"), name: "Cleo Colleague" });
  await db.workspaceMember.create({
    data: { id: newId(), workspaceId: member.workspace.id, userId: colleague.id, role: "member" },
  });
  const start = new Date(Date.now() + 60 * 60_000);
  const { id, token, projectId, moduleId } = await seedMeeting(db, member, {
    summary: "Weekly sync",
    start,
    end: new Date(start.getTime() + 30 * 60_000),
    reminders: [15],
    attendees: [{ userId: colleague.id, email: colleague.email }],
  });
  const project = { id: projectId };
  const room = { id: moduleId };
  return {
    colleague,
    url: `/meet/${token}`,
    list: `/project/${project.id}/meeting-room?moduleId=${room.id}`,
    board: `/project/${project.id}/meeting-room/${id}/board?moduleId=${room.id}`,
  };
}

/**
 * Clicks Join in the page and resolves with the ms until a remote video shows a frame (measured in
 * the page: the click and the frame on the same clock).
 */
export function joinAndTimeFirstFrame(page: Page, joinLabel: string): Promise<number> {
  return page.evaluate(async (label) => {
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === label);
    if (!button) throw new Error(`no ${label} button`);
    const started = performance.now();
    button.click();
    return new Promise<number>((resolve) => {
      const check = () => {
        const frame = [
          ...document.querySelectorAll<HTMLVideoElement>('video[data-testid="remote-video"]'),
        ].some((video) => video.videoWidth > 0);
        if (frame) resolve(performance.now() - started);
        else requestAnimationFrame(check);
      };
      check();
    });
  }, joinLabel);
}

/** The width of the first remote video's frames. */
export const remoteWidth = (page: Page) =>
  page.evaluate(
    () => document.querySelector<HTMLVideoElement>('video[data-testid="remote-video"]')?.videoWidth ?? 0,
  );
