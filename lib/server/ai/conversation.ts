import "server-only";
import type { AiChatMessage, AiHistory, AiMessageState } from "@/lib/ai/types";
import type { Locale } from "@/lib/i18n/config";
import { aiConversationSchema } from "@/lib/schemas/ai";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import type { AiModuleContext } from "./provider";
import { aiModuleKind } from "./registry";
import { aiProvider } from "./select-provider";
import { stopGeneration } from "./generations";

// A person's conversation with one module: read (GET /api/v1/ai/chat), cleared ('New chat'), and
// written message by message as the chat runs. Every call passes the module kind's gate first.

/** The most messages a conversation keeps (older ones are deleted as new ones arrive). */
export const HISTORY_MAX = 200;

const select = { id: true, author: true, content: true, state: true, createdAt: true } as const;

function toMessage(row: {
  id: string;
  author: string;
  content: string;
  state: string;
  createdAt: Date;
}): AiChatMessage {
  return {
    id: row.id,
    author: row.author === "assistant" ? "assistant" : "user",
    content: row.content,
    state: row.state as AiMessageState,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The module (gate) and its conversation's owner columns. */
export async function openConversation(actor: Actor, raw: unknown, locale: Locale): Promise<AiModuleContext> {
  const input = parseInput(aiConversationSchema, raw);
  return aiModuleKind(input.moduleTag).open(actor, input.moduleId, locale);
}

export async function getConversation(actor: Actor, raw: unknown, locale: Locale): Promise<AiHistory> {
  const context = await openConversation(actor, raw, locale);
  const rows = await getDb().aiMessage.findMany({
    where: { userId: actor.userId, moduleId: context.moduleId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: HISTORY_MAX,
    select,
  });
  return {
    moduleId: context.moduleId,
    provider: aiProvider().name,
    canCreate: context.canCreate,
    messages: rows.reverse().map(toMessage),
  };
}

/** 'New chat': stops a running reply and deletes the conversation. */
export async function clearConversation(
  actor: Actor,
  raw: unknown,
  locale: Locale,
): Promise<{ deleted: number }> {
  const context = await openConversation(actor, raw, locale);
  stopGeneration(actor.userId, context.moduleId);
  const { count } = await getDb().aiMessage.deleteMany({
    where: { userId: actor.userId, moduleId: context.moduleId },
  });
  return { deleted: count };
}

/** The earlier turns a provider is given: the last `limit` messages, each cut to 4,000 characters. */
export async function recentTurns(actor: Actor, context: AiModuleContext, limit = 12) {
  const rows = await getDb().aiMessage.findMany({
    where: { userId: actor.userId, moduleId: context.moduleId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { author: true, content: true },
  });
  return rows.reverse().map((row) => ({
    role: row.author === "assistant" ? ("assistant" as const) : ("user" as const),
    content: row.content.slice(0, 4_000),
  }));
}

export async function saveMessage(
  actor: Actor,
  context: AiModuleContext,
  message: { author: "user" | "assistant"; content: string; state?: AiMessageState },
): Promise<AiChatMessage> {
  const db = getDb();
  const row = await db.aiMessage.create({
    data: {
      id: newId(),
      workspaceId: actor.workspaceId ?? "",
      userId: actor.userId,
      moduleId: context.moduleId,
      ...(context.placement === "project"
        ? { projectModuleId: context.moduleId }
        : { workspaceModuleId: context.moduleId }),
      author: message.author,
      content: message.content,
      state: message.state ?? "complete",
    },
    select,
  });
  if (message.author === "assistant") {
    // Keep the newest HISTORY_MAX: older ones go (one indexed statement, rarely deleting anything).
    await db.$executeRaw`DELETE FROM "AiMessage" WHERE "id" IN (
      SELECT "id" FROM "AiMessage" WHERE "userId" = ${actor.userId} AND "moduleId" = ${context.moduleId}
       ORDER BY "createdAt" DESC, "id" DESC OFFSET ${HISTORY_MAX})`;
  }
  return toMessage(row);
}
