// Online chat's grid card, for the viewer: their conversations and unread messages, and the latest
// messages of their most recent conversations — never those of conversations they are not in.
import { GET as summaryRoute } from "@/app/api/v1/workspaces/module/project/[projectId]/summary/route";
import { DELETE as messageDelete } from "@/app/api/v1/online-chat/[moduleId]/messages/[messageId]/route";
import type { GridSummaries, OnlineChatSummary } from "@/lib/modules/summaries";
import { call } from "../helpers/http";
import type { Caller } from "../workspaces/helpers";
import { channel, direct, hit, seedChat, send, type Chat } from "./helpers";

const card = async (chat: Chat, caller: Caller) =>
  (await call<GridSummaries>(summaryRoute, { token: caller.token, params: { projectId: chat.projectId } }))
    .body[chat.moduleId] as OnlineChatSummary;

it("shows each viewer their unread messages and latest conversations only", async () => {
  const chat = await seedChat();
  const { member, admin, viewer, owner } = chat.team;
  expect(await card(chat, member)).toEqual({ tag: "OnlineChat", conversations: 0, unread: 0, latest: [] });

  const dm = await direct(chat, admin, [member]);
  const launch = await channel(chat, admin, "launch", [member, viewer]);
  await channel(chat, owner, "owners only", [admin]);
  await send(chat, admin, dm.id, "private note for Mia");
  await send(chat, admin, launch.id, "x".repeat(130));
  const gone = (await send(chat, admin, launch.id, "deleted")).body;
  await hit(messageDelete, admin, {
    method: "DELETE",
    params: { moduleId: chat.moduleId, messageId: gone.id },
  });

  const mine = await card(chat, member);
  expect(mine).toMatchObject({ conversations: 2, unread: 2 });
  expect(mine.latest).toEqual([
    expect.objectContaining({
      conversationId: launch.id,
      channel: "launch",
      authorName: "Adam Admin",
      excerpt: "x".repeat(120),
      unread: true,
    }),
    expect.objectContaining({
      conversationId: dm.id,
      channel: null,
      excerpt: "private note for Mia",
      unread: true,
    }),
  ]);
  // The viewer is only in the channel: the direct message is not theirs to see.
  const theirs = await card(chat, viewer);
  expect(theirs).toMatchObject({ conversations: 1, unread: 1 });
  expect(theirs.latest.map((item) => item.excerpt)).not.toContain("private note for Mia");
  // The author has nothing unread.
  expect((await card(chat, admin)).unread).toBe(0);
});
