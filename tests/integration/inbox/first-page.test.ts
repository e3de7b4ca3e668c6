// The inbox page's first page, read on the server with the page (issue 42): for the URL's filters
// it is what GET /notifications answers the same person, the active workspace's alone.
import { GET as listRoute } from "@/app/api/v1/notifications/route";
import type { NotificationPage } from "@/lib/inbox/types";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { inboxFirstPage } from "@/lib/server/inbox/inbox-page";
import { call } from "../helpers/http";
import { seedTeam, signedIn, type Caller, type Team } from "../workspaces/helpers";

const list = (c: Caller, query: Record<string, string> = {}) =>
  call<NotificationPage>(listRoute, {
    token: c.token,
    url: `http://localhost:3000/api/v1/notifications?${new URLSearchParams(query)}`,
  });

let team: Team;

/** `n` notifications of `who` in `workspaceId`, one second apart, the newest last; the first one read. */
async function seedInbox(who: Caller, workspaceId: string, n: number, kind = "task.assigned") {
  const start = Date.now() - 100_000;
  await getDb().notification.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      id: newId(),
      workspaceId,
      userId: who.user.id,
      actorId: team.owner.user.id,
      kind,
      params: { taskKey: `WP-${i + 1}`, taskTitle: `Task ${i + 1}` },
      link: "/projects",
      readAt: i === 0 ? new Date(start) : null,
      createdAt: new Date(start + i * 1000),
    })),
  });
}

beforeEach(async () => {
  team = await seedTeam("Acme");
});

describe("the inbox page's first page", () => {
  it("is GET /notifications's first page for the same filters and person", async () => {
    await seedInbox(team.member, team.workspace.id, 25);
    await seedInbox(team.member, team.workspace.id, 2, "task.commented");
    for (const [filters, query] of [
      [{ unread: false, kind: null }, {}],
      [{ unread: true, kind: null }, { unread: "true" }],
      [{ unread: false, kind: "task.commented" as const }, { kind: "task.commented" }],
    ] as const) {
      const { page, readAt } = await inboxFirstPage(team.member.actor, filters, "en");
      const answer = await list(team.member, query);
      expect(answer.status).toBe(200);
      expect(page).toEqual(answer.body);
      expect(readAt).toBeLessThanOrEqual(Date.now());
    }
    const all = await inboxFirstPage(team.member.actor, { unread: false, kind: null }, "en");
    expect(all.page.data).toHaveLength(20);
    expect(all.page.nextCursor).not.toBeNull();
  });

  it("holds only the active workspace's notifications, as the API does", async () => {
    const other = await seedTeam("Other");
    await getDb().workspaceMember.create({
      data: { id: newId(), workspaceId: other.workspace.id, userId: team.member.user.id, role: "member" },
    });
    const elsewhere = await signedIn(team.member.user, other.workspace.id);
    await seedInbox(team.member, other.workspace.id, 3);
    const here = await inboxFirstPage(team.member.actor, { unread: false, kind: null }, "en");
    expect(here.page).toEqual((await list(team.member)).body);
    expect(here.page.data).toEqual([]);
    const there = await inboxFirstPage(elsewhere.actor, { unread: false, kind: null }, "en");
    expect(there.page.data).toHaveLength(3);
  });
});
