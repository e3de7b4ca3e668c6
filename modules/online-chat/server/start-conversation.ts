import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, ownerColumns } from "@/lib/server/modules/module-scope";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import type { CreateConversationInput } from "@/modules/online-chat/schemas/chat";
import { directKeyOf, type ConversationDetail } from "@/modules/online-chat/shared/types";
import { detailOf } from "./conversations";
import { assertReaders } from "./people";
import { chatEvents, chatScope } from "./scope";

/**
 * POST …/conversations: a channel, its creator its operator and the people named its members; or a
 * direct conversation with the people named, or the one those same people have already. Needs the
 * module's add right; everyone named must be able to open the module.
 */
export async function createConversation(
  actor: Actor,
  input: { moduleId: string; body: CreateConversationInput },
  locale: Locale = "en",
): Promise<ConversationDetail> {
  const scope = await chatScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const others = input.body.userIds.filter((id) => id !== actor.userId);
  if (input.body.kind === "direct" && others.length === 0) throw badRequest("validation.chatPeopleRequired");
  await assertReaders(scope, others);
  const people = [actor.userId, ...others];
  const directKey = input.body.kind === "direct" ? directKeyOf(people) : null;
  if (directKey) {
    const existing = await getDb().chatConversation.findUnique({
      where: { moduleId_directKey: { moduleId: scope.moduleId, directKey } },
      select: { id: true },
    });
    if (existing) return detailOf(scope, actor.userId, existing.id);
  }
  const id = newId();
  try {
    await withEvents(async (tx, emit) => {
      await tx.chatConversation.create({
        data: {
          id,
          workspaceId: scope.membership.workspaceId,
          ...ownerColumns(scope),
          kind: input.body.kind,
          name: input.body.kind === "channel" ? input.body.name : null,
          directKey,
          createdById: actor.userId,
        },
      });
      await tx.chatMember.createMany({
        data: people.map((userId) => ({
          conversationId: id,
          userId,
          role: input.body.kind === "channel" && userId === actor.userId ? "operator" : "member",
        })),
      });
      emit(chatEvents(scope, actor, people, [{ type: "conversation.changed", conversationId: id }]));
    });
  } catch (error) {
    // The same people started the same direct conversation a moment ago: it is theirs.
    if (!directKey || !isUniqueViolation(error)) throw error;
    const existing = await getDb().chatConversation.findUniqueOrThrow({
      where: { moduleId_directKey: { moduleId: scope.moduleId, directKey } },
      select: { id: true },
    });
    return detailOf(scope, actor.userId, existing.id);
  }
  return detailOf(scope, actor.userId, id);
}
