import type { Page } from "@playwright/test";
import { newId } from "../../lib/server/ids";
import type { Db } from "../../lib/server/db";
import { newMeetingToken } from "../../modules/meeting-room/server/meet-link";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { seedUser } from "../../prisma/seed/users";
import { uniqueEmail } from "./fixtures";

// The meeting call's specs (meeting-call.spec.ts, meeting-guest.spec.ts): a meeting with a colleague,
// and how a page joins and times its first remote frame.

/** A meeting of `member`'s hosting, with a colleague invited: its call's URL and its room's page. */
export async function seedCall(db: Db, member: { id: string; workspace: { id: string } }) {
  const colleague = await seedUser(db, { email: uniqueEmail("cleo"), name: "Cleo Colleague" });
  await db.workspaceMember.create({
    data: { id: newId(), workspaceId: member.workspace.id, userId: colleague.id, role: "member" },
  });
  const project = await seedProject(db, member.workspace.id, { name: "Calls", createdById: member.id });
  const room = await seedProjectModule(db, project.id, { tag: "MeetingRoom", name: "Call rooms" });
  const id = newId();
  const token = newMeetingToken();
  const start = new Date(Date.now() + 60 * 60_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  await db.meeting.create({
    data: {
      id,
      workspaceId: member.workspace.id,
      moduleId: room.id,
      projectModuleId: room.id,
      uid: `${id}@meeting-room`,
      summary: "Weekly sync",
      start,
      end,
      spanEnd: end,
      timeZone: "Europe/Madrid",
      reminders: [15],
      linkToken: token,
      hostId: member.id,
      attendees: { create: [{ userId: colleague.id, email: colleague.email }] },
    },
  });
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
