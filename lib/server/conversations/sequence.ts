import "server-only";
import type { Tx } from "@/lib/server/events/commit";

// The chat's model is shared: online chat's channels and direct conversations, and the meeting room's
// meeting conversations (kinds do not import each other, so what both do with it is here). Messages
// are numbered 1, 2, … in their conversation (ChatConversation.lastSeq, ChatMessage.seq): a reader's
// position is a number, and order never depends on clocks.

/**
 * The number of a conversation's next message, taken under the conversation row's lock (so two
 * senders never get the same one); `activity` moves its last activity too (a top-level message, not a
 * thread's reply). Null when the conversation is gone.
 */
export async function nextMessageSeq(
  tx: Pick<Tx, "$queryRaw">,
  conversationId: string,
  activity: boolean,
): Promise<number | null> {
  const [numbered] = await tx.$queryRaw<{ lastSeq: number }[]>`
    UPDATE "ChatConversation" SET "lastSeq" = "lastSeq" + 1, "updatedAt" = now(),
           "activityAt" = CASE WHEN ${activity} THEN now() ELSE "activityAt" END
     WHERE "id" = ${conversationId}
 RETURNING "lastSeq"`;
  return numbered?.lastSeq ?? null;
}
