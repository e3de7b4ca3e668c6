// The chat model's message numbering (lib/server/conversations/sequence.ts), shared by online chat and
// the meeting room's conversations: against PostgreSQL, numbers are taken one after another under the
// conversation's lock (concurrent senders never share one), only the named conversation moves (another
// workspace's stays as it was), activity moves only for a top-level message, a missing one is null.
import { nextMessageSeq } from "@/lib/server/conversations/sequence";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedTeam } from "../workspaces/helpers";

async function conversation(workspaceName: string) {
  const team = await seedTeam(workspaceName);
  const project = await seedProject(getDb(), team.workspace.id, { name: "Talk" });
  const chat = await seedProjectModule(getDb(), project.id, { tag: "OnlineChat", name: "Chat" });
  return getDb().chatConversation.create({
    data: {
      id: newId(),
      workspaceId: team.workspace.id,
      moduleId: chat.id,
      projectModuleId: chat.id,
      kind: "channel",
      name: "general",
      activityAt: new Date("2026-01-01T00:00:00Z"),
    },
  });
}

const take = (conversationId: string, activity: boolean) =>
  getDb().$transaction((tx) => nextMessageSeq(tx, conversationId, activity));

describe("a conversation's message numbers", () => {
  it("are 1, 2, 3 … and never shared by senders at once; another workspace's conversation stays", async () => {
    const mine = await conversation("Acme Talk");
    const theirs = await conversation("Other Talk");
    expect(await take(mine.id, true)).toBe(1);
    expect(await take(mine.id, true)).toBe(2);
    const together = await Promise.all(Array.from({ length: 10 }, () => take(mine.id, true)));
    expect([...together].sort((a, b) => a! - b!)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect((await getDb().chatConversation.findUniqueOrThrow({ where: { id: mine.id } })).lastSeq).toBe(12);
    const other = await getDb().chatConversation.findUniqueOrThrow({ where: { id: theirs.id } });
    expect(other.lastSeq).toBe(0);
    expect(other.activityAt).toEqual(theirs.activityAt);
  });

  it("move the last activity for a top-level message only, and are null for a conversation gone", async () => {
    const talk = await conversation("Acme Talk");
    expect(await take(talk.id, false)).toBe(1);
    const reply = await getDb().chatConversation.findUniqueOrThrow({ where: { id: talk.id } });
    expect(reply.activityAt).toEqual(talk.activityAt);
    expect(await take(talk.id, true)).toBe(2);
    const top = await getDb().chatConversation.findUniqueOrThrow({ where: { id: talk.id } });
    expect(top.activityAt.getTime()).toBeGreaterThan(talk.activityAt.getTime());
    expect(await take(newId(), true)).toBeNull();
  });
});
