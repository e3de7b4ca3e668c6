// Shared set-up of Online chat's integration tests: a team, a project with an Online chat module, and
// one function per route (real Requests through the route handlers).
import {
  GET as conversationsGet,
  POST as conversationsPost,
} from "@/app/api/v1/online-chat/[moduleId]/conversations/route";
import { POST as messagesPost } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/messages/route";
import { getDb } from "@/lib/server/db";
import type { ChatMessage, Conversation, ConversationDetail } from "@/modules/online-chat/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { kindHitter, type CallResult } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

export interface Chat {
  team: Team;
  projectId: string;
  moduleId: string;
}

/** The module the route helpers below call: a project's chat (Chat) or a workspace's own. */
type ChatModule = Pick<Chat, "moduleId">;

export async function seedChat(name = "Acme Chat"): Promise<Chat> {
  const team = await seedTeam(name);
  const projectId = (await seedProject(getDb(), team.workspace.id, { name: "Launch" })).id;
  const moduleId = (await seedProjectModule(getDb(), projectId, { tag: "OnlineChat", name: "Team chat" })).id;
  return { team, projectId, moduleId };
}

/** Calls a route of the kind's API as `caller` (tests/integration/helpers/http.ts `kindHitter`). */
export const hit = kindHitter("online-chat");

/** A channel started by `by` with `people`; fails the test when refused. */
export async function channel(
  chat: ChatModule,
  by: Caller,
  name: string,
  people: Caller[] = [],
): Promise<ConversationDetail> {
  const res = await hit<ConversationDetail>(conversationsPost, by, {
    params: { moduleId: chat.moduleId },
    body: { kind: "channel", name, userIds: people.map((p) => p.user.id) },
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** A direct conversation of `by` with `people`; fails the test when refused. */
export async function direct(chat: ChatModule, by: Caller, people: Caller[]): Promise<ConversationDetail> {
  const res = await hit<ConversationDetail>(conversationsPost, by, {
    params: { moduleId: chat.moduleId },
    body: { kind: "direct", userIds: people.map((p) => p.user.id) },
  });
  expect(res.status).toBe(201);
  return res.body;
}

export function send(
  chat: ChatModule,
  by: Caller,
  conversationId: string,
  body: string,
  clientRequestId?: string,
): Promise<CallResult<ChatMessage>> {
  return hit<ChatMessage>(messagesPost, by, {
    params: { moduleId: chat.moduleId, conversationId },
    body: { body, clientRequestId },
  });
}

export const list = (chat: ChatModule, by: Caller, query: Record<string, string> = {}) =>
  hit<{ data: Conversation[]; nextCursor: string | null }>(conversationsGet, by, {
    params: { moduleId: chat.moduleId },
    query,
  });
