import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { decodeKeyset, encodeKeyset } from "@/lib/server/api/keyset";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, conflict, forbidden, notFound } from "@/lib/server/errors";
import { withEvents, type Tx } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, ownerColumns, type ModuleScope } from "@/lib/server/modules/module-scope";
import { moduleReaders } from "@/lib/server/modules/module-readers";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import type {
  ConversationQuery,
  CreateConversationInput,
  ReadInput,
} from "@/modules/online-chat/schemas/chat";
import {
  AVATARS_SHOWN,
  CONVERSATION_PAGE,
  directKeyOf,
  UNREAD_COUNTED,
  type ChatMember,
  type ChatPerson,
  type ChatRole,
  type Conversation,
  type ConversationDetail,
  type ConversationKind,
  type DraftState,
  type ReadState,
} from "@/modules/online-chat/shared/types";
import { chatEvents, chatScope } from "./scope";

/** A conversation the caller is in, as one row of the list's statement. */
type ConversationRow = {
  id: string;
  kind: ConversationKind;
  name: string | null;
  lastSeq: number;
  activityAt: Date;
  createdAt: Date;
  role: ChatRole;
  viewedSeq: number;
  starred: boolean;
  archived: boolean;
  draft: string | null;
  memberCount: number;
  unread: number;
  people: ChatPerson[];
  lmId: string | null;
  lmSeq: number | null;
  lmBody: string | null;
  lmAt: Date | null;
  lmAuthor: string | null;
};

/**
 * Messages of others after the user's watermark that are not deleted, counted up to UNREAD_COUNTED
 * (the list shows "99+" past 99): one range of the (conversationId, seq) index, empty when all is read.
 */
function unreadSql(conversationId: Prisma.Sql, viewedSeq: Prisma.Sql, userId: string): Prisma.Sql {
  return Prisma.sql`(SELECT count(*)::int FROM (SELECT 1 FROM "ChatMessage" um
                       WHERE um."conversationId" = ${conversationId} AND um."seq" > ${viewedSeq}
                         AND um."deletedAt" IS NULL AND um."authorId" IS DISTINCT FROM ${userId}
                       LIMIT ${UNREAD_COUNTED}) unread)`;
}

/**
 * The conversations of the module the user is in, with their read state, up to AVATARS_SHOWN other
 * people, the member count and the last message not deleted: one statement (the member's index, then
 * the conversation and its last message by their keys).
 */
function conversationRows(
  moduleId: string,
  userId: string,
  where: Prisma.Sql,
  order: Prisma.Sql = Prisma.sql`c."activityAt" DESC, c."id" DESC`,
  limit = 1,
): Promise<ConversationRow[]> {
  return getDb().$queryRaw<ConversationRow[]>`
    SELECT c."id", c."kind", c."name", c."lastSeq", c."activityAt", c."createdAt",
           me."role", me."viewedSeq", me."starred", me."archived", me."draft",
           (SELECT count(*)::int FROM "ChatMember" n WHERE n."conversationId" = c."id") AS "memberCount",
           ${unreadSql(Prisma.sql`c."id"`, Prisma.sql`me."viewedSeq"`, userId)} AS "unread",
           COALESCE((SELECT json_agg(json_build_object('id', u."id", 'name', u."name", 'image', u."image")
                                     ORDER BY o."joinedAt", o."userId")
                       FROM (SELECT o."userId", o."joinedAt" FROM "ChatMember" o
                              WHERE o."conversationId" = c."id" AND o."userId" <> ${userId}
                              ORDER BY o."joinedAt", o."userId" LIMIT ${AVATARS_SHOWN}) o
                       JOIN "User" u ON u."id" = o."userId"), '[]'::json) AS "people",
           lm."id" AS "lmId", lm."seq" AS "lmSeq", lm."body" AS "lmBody", lm."createdAt" AS "lmAt",
           la."name" AS "lmAuthor"
      FROM "ChatMember" me
      JOIN "ChatConversation" c ON c."id" = me."conversationId"
      LEFT JOIN LATERAL (SELECT m."id", m."seq", m."body", m."createdAt", m."authorId" FROM "ChatMessage" m
                          WHERE m."conversationId" = c."id" AND m."deletedAt" IS NULL
                          ORDER BY m."seq" DESC LIMIT 1) lm ON true
      LEFT JOIN "User" la ON la."id" = lm."authorId"
     WHERE me."userId" = ${userId} AND c."moduleId" = ${moduleId} AND ${where}
     ORDER BY ${order}
     LIMIT ${limit}`;
}

function conversationOf(row: ConversationRow): Conversation {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    people: row.people,
    memberCount: row.memberCount,
    role: row.role,
    lastSeq: row.lastSeq,
    viewedSeq: row.viewedSeq,
    unread: row.unread,
    starred: row.starred,
    archived: row.archived,
    draft: row.draft,
    lastMessage:
      row.lmId === null
        ? null
        : {
            id: row.lmId,
            seq: row.lmSeq ?? 0,
            body: row.lmBody ?? "",
            authorName: row.lmAuthor,
            createdAt: (row.lmAt ?? row.activityAt).toISOString(),
          },
    activityAt: row.activityAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

const TAB_FILTER: Record<ConversationQuery["tab"], Prisma.Sql> = {
  inbox: Prisma.sql`NOT me."archived"`,
  starred: Prisma.sql`me."starred"`,
  drafts: Prisma.sql`me."draft" IS NOT NULL`,
  archived: Prisma.sql`me."archived"`,
};

/**
 * GET …/conversations: the caller's conversations in a tab (inbox: not archived; starred; with their
 * draft; archived),
 * with all of `users` in them, by last activity newest (or oldest) first, CONVERSATION_PAGE a page.
 */
export async function listConversations(
  actor: Actor,
  input: { moduleId: string; query: ConversationQuery },
  locale: Locale = "en",
): Promise<{ data: Conversation[]; nextCursor: string | null }> {
  const scope = await chatScope(actor, input.moduleId, locale);
  const { tab, filter, users, cursor } = input.query;
  const after = decodeKeyset(cursor);
  const newest = filter === "newest";
  const conditions = [TAB_FILTER[tab]];
  if (users.length > 0)
    conditions.push(Prisma.sql`(SELECT count(*) FROM "ChatMember" f
                                 WHERE f."conversationId" = c."id" AND f."userId" = ANY(${users}::text[])) = ${users.length}`);
  if (after)
    conditions.push(
      newest
        ? Prisma.sql`(c."activityAt", c."id") < (${after.at}, ${after.id})`
        : Prisma.sql`(c."activityAt", c."id") > (${after.at}, ${after.id})`,
    );
  const rows = await conversationRows(
    scope.moduleId,
    actor.userId,
    Prisma.join(conditions, " AND "),
    newest ? Prisma.sql`c."activityAt" DESC, c."id" DESC` : Prisma.sql`c."activityAt" ASC, c."id" ASC`,
    CONVERSATION_PAGE + 1,
  );
  const shown = rows.slice(0, CONVERSATION_PAGE);
  const last = rows.length > CONVERSATION_PAGE ? shown[shown.length - 1] : undefined;
  return {
    data: shown.map(conversationOf),
    nextCursor: last ? encodeKeyset(last.activityAt, last.id) : null,
  };
}

/** The caller's conversation in the module, else 404 (another module's, one they are not in, none). */
export async function conversationOfMember(
  scope: Pick<ModuleScope, "moduleId">,
  userId: string,
  conversationId: string,
): Promise<Conversation> {
  const [row] = await conversationRows(scope.moduleId, userId, Prisma.sql`c."id" = ${conversationId}`);
  if (!row) throw notFound("errors.conversationNotFound");
  return conversationOf(row);
}

/** What a check needs of the caller's place in a conversation (one indexed read, no counts). */
export interface ConversationAccess {
  id: string;
  kind: ConversationKind;
  role: ChatRole;
  lastSeq: number;
  viewedSeq: number;
}

/** The caller's place in a conversation of the module, else 404 (another module's, one they are not in, none). */
export async function conversationAccess(
  scope: Pick<ModuleScope, "moduleId">,
  userId: string,
  conversationId: string,
): Promise<ConversationAccess> {
  const [row] = await getDb().$queryRaw<ConversationAccess[]>`
    SELECT c."id", c."kind", c."lastSeq", me."role", me."viewedSeq"
      FROM "ChatConversation" c
      JOIN "ChatMember" me ON me."conversationId" = c."id" AND me."userId" = ${userId}
     WHERE c."id" = ${conversationId} AND c."moduleId" = ${scope.moduleId}`;
  if (!row) throw notFound("errors.conversationNotFound");
  return row;
}

/** The module gate, then the caller's place in the conversation (404 when it is not theirs). */
export async function inConversation(
  actor: Actor,
  input: { moduleId: string; conversationId: string },
  locale: Locale,
): Promise<{ scope: ModuleScope; conversation: ConversationAccess }> {
  const scope = await chatScope(actor, input.moduleId, locale);
  return { scope, conversation: await conversationAccess(scope, actor.userId, input.conversationId) };
}

async function membersOf(conversationId: string): Promise<ChatMember[]> {
  return getDb().$queryRaw<ChatMember[]>`
    SELECT u."id", u."name", u."image", m."role" FROM "ChatMember" m JOIN "User" u ON u."id" = m."userId"
     WHERE m."conversationId" = ${conversationId}
     ORDER BY m."role" = 'operator' DESC, m."joinedAt", lower(u."name"), u."id"`;
}

async function memberIds(db: Tx | ReturnType<typeof getDb>, conversationId: string): Promise<string[]> {
  const rows = await db.chatMember.findMany({ where: { conversationId }, select: { userId: true } });
  return rows.map((row) => row.userId);
}

async function detailOf(
  scope: Pick<ModuleScope, "moduleId">,
  userId: string,
  conversationId: string,
): Promise<ConversationDetail> {
  const [conversation, members] = await Promise.all([
    conversationOfMember(scope, userId, conversationId),
    membersOf(conversationId),
  ]);
  return { ...conversation, members };
}

/** GET …/conversations/{id}: one of the caller's conversations with everyone in it. */
export async function getConversation(
  actor: Actor,
  input: { moduleId: string; conversationId: string },
  locale: Locale = "en",
): Promise<ConversationDetail> {
  const scope = await chatScope(actor, input.moduleId, locale);
  return detailOf(scope, actor.userId, input.conversationId);
}

/** People named in a request must be able to open the module; anyone else is refused (400). */
async function assertReaders(scope: ModuleScope, userIds: readonly string[]): Promise<void> {
  const readers = new Set(
    await moduleReaders(
      scope.membership.workspaceId,
      { moduleId: scope.moduleId, private: scope.private, project: scope.project },
      userIds,
    ),
  );
  if (userIds.some((id) => !readers.has(id))) throw badRequest("validation.chatPeopleInvalid");
}

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

/**
 * A channel's operator, or an administrator of the module who is in it, may rename it, add and remove
 * people and delete it; a direct conversation has no operators (403).
 */
function assertOperator(scope: ModuleScope, conversation: Pick<ConversationAccess, "kind" | "role">): void {
  if (conversation.kind !== "channel") throw forbidden("errors.chatDirectFixed");
  if (conversation.role !== "operator" && !scope.access.manageMembers)
    throw forbidden("errors.chatOperatorOnly");
}

/** PATCH …/conversations/{id}: rename a channel (its operators). */
export async function renameConversation(
  actor: Actor,
  input: { moduleId: string; conversationId: string; name: string },
  locale: Locale = "en",
): Promise<ConversationDetail> {
  const { scope, conversation } = await inConversation(actor, input, locale);
  assertOperator(scope, conversation);
  await withEvents(async (tx, emit) => {
    await tx.chatConversation.update({ where: { id: conversation.id }, data: { name: input.name } });
    emit(
      chatEvents(scope, actor, await memberIds(tx, conversation.id), [
        { type: "conversation.changed", conversationId: conversation.id },
      ]),
    );
  });
  return detailOf(scope, actor.userId, conversation.id);
}

/** DELETE …/conversations/{id}: delete a channel and its messages (its operators). */
export async function deleteConversation(
  actor: Actor,
  input: { moduleId: string; conversationId: string },
  locale: Locale = "en",
): Promise<{ id: string }> {
  const { scope, conversation } = await inConversation(actor, input, locale);
  assertOperator(scope, conversation);
  await withEvents(async (tx, emit) => {
    const audience = await memberIds(tx, conversation.id);
    await tx.chatConversation.delete({ where: { id: conversation.id } });
    emit(
      chatEvents(scope, actor, audience, [{ type: "conversation.removed", conversationId: conversation.id }]),
    );
  });
  return { id: conversation.id };
}

/** POST …/conversations/{id}/members: add people to a channel (its operators); those in it stay as they are. */
export async function addPeople(
  actor: Actor,
  input: { moduleId: string; conversationId: string; userIds: string[] },
  locale: Locale = "en",
): Promise<ConversationDetail> {
  const { scope, conversation } = await inConversation(actor, input, locale);
  assertOperator(scope, conversation);
  await assertReaders(scope, input.userIds);
  await withEvents(async (tx, emit) => {
    // New people have seen nothing yet: the channel's history is theirs to read, unread from here.
    const added = await tx.chatMember.createMany({
      data: input.userIds.map((userId) => ({
        conversationId: conversation.id,
        userId,
        viewedSeq: conversation.lastSeq,
      })),
      skipDuplicates: true,
    });
    if (added.count === 0) return;
    emit(
      chatEvents(scope, actor, await memberIds(tx, conversation.id), [
        { type: "conversation.changed", conversationId: conversation.id },
      ]),
    );
  });
  return detailOf(scope, actor.userId, conversation.id);
}

/**
 * DELETE …/conversations/{id}/members/{userId}: an operator removes someone from a channel, or anyone
 * leaves it. The last operator cannot leave while others stay (409: name another operator first).
 */
export async function removePerson(
  actor: Actor,
  input: { moduleId: string; conversationId: string; userId: string },
  locale: Locale = "en",
): Promise<{ id: string }> {
  const { scope, conversation } = await inConversation(actor, input, locale);
  if (conversation.kind !== "channel") throw forbidden("errors.chatDirectFixed");
  if (input.userId !== actor.userId) assertOperator(scope, conversation);
  await withEvents(async (tx, emit) => {
    const audience = await memberIds(tx, conversation.id);
    const target = await tx.chatMember.findUnique({
      where: { conversationId_userId: { conversationId: conversation.id, userId: input.userId } },
      select: { role: true },
    });
    if (!target) throw notFound("errors.chatPersonNotFound");
    if (target.role === "operator" && audience.length > 1) {
      const operators = await tx.chatMember.count({
        where: { conversationId: conversation.id, role: "operator" },
      });
      if (operators === 1) throw conflict("errors.chatLastOperator");
    }
    await tx.chatMember.delete({
      where: { conversationId_userId: { conversationId: conversation.id, userId: input.userId } },
    });
    const rest = audience.filter((id) => id !== input.userId);
    emit(
      chatEvents(
        scope,
        actor,
        [input.userId],
        [{ type: "conversation.removed", conversationId: conversation.id }],
      ),
      ...(rest.length > 0
        ? [
            chatEvents(scope, actor, rest, [
              { type: "conversation.changed", conversationId: conversation.id },
            ]),
          ]
        : []),
    );
  });
  return { id: input.userId };
}

/** PATCH …/conversations/{id}/state: the caller's own star and archive. */
export async function setConversationState(
  actor: Actor,
  input: { moduleId: string; conversationId: string; starred?: boolean; archived?: boolean },
  locale: Locale = "en",
): Promise<Conversation> {
  const { scope, conversation } = await inConversation(actor, input, locale);
  await withEvents(async (tx, emit) => {
    await tx.chatMember.update({
      where: { conversationId_userId: { conversationId: conversation.id, userId: actor.userId } },
      data: { starred: input.starred, archived: input.archived },
    });
    emit(
      chatEvents(
        scope,
        actor,
        [actor.userId],
        [{ type: "conversation.changed", conversationId: conversation.id }],
      ),
    );
  });
  return conversationOfMember(scope, actor.userId, conversation.id);
}

/**
 * PUT …/conversations/{id}/read: the caller's watermark. Seen up to `seq` (default the last message;
 * never past it, never back: a late request cannot undo a newer read), or `unreadFrom`: that message
 * and those after it unread again (the watermark moves back to just before it).
 */
export async function markRead(
  actor: Actor,
  input: { moduleId: string; conversationId: string; body: ReadInput },
  locale: Locale = "en",
): Promise<ReadState> {
  const { scope, conversation } = await inConversation(actor, input, locale);
  const viewedSeq = await withEvents(async (tx, emit) => {
    const [row] =
      "unreadFrom" in input.body
        ? await tx.$queryRaw<{ viewedSeq: number }[]>`
            UPDATE "ChatMember" m SET "viewedSeq" = LEAST(${input.body.unreadFrom - 1}, c."lastSeq")
              FROM "ChatConversation" c
             WHERE c."id" = m."conversationId" AND m."conversationId" = ${conversation.id}
               AND m."userId" = ${actor.userId}
         RETURNING m."viewedSeq"`
        : await tx.$queryRaw<{ viewedSeq: number }[]>`
            UPDATE "ChatMember" m
               SET "viewedSeq" = GREATEST(m."viewedSeq", LEAST(${input.body.seq ?? null}::int, c."lastSeq"), CASE WHEN ${input.body.seq ?? null}::int IS NULL THEN c."lastSeq" ELSE 0 END)
              FROM "ChatConversation" c
             WHERE c."id" = m."conversationId" AND m."conversationId" = ${conversation.id}
               AND m."userId" = ${actor.userId}
         RETURNING m."viewedSeq"`;
    const seen = row?.viewedSeq ?? conversation.viewedSeq;
    if (seen !== conversation.viewedSeq)
      emit(
        chatEvents(
          scope,
          actor,
          [actor.userId],
          [{ type: "read", conversationId: conversation.id, userId: actor.userId, viewedSeq: seen }],
        ),
      );
    return seen;
  });
  const [state] = await getDb().$queryRaw<{ lastSeq: number; unread: number }[]>`
    SELECT c."lastSeq", ${unreadSql(Prisma.sql`c."id"`, Prisma.sql`${viewedSeq}::int`, actor.userId)} AS "unread"
      FROM "ChatConversation" c WHERE c."id" = ${conversation.id}`;
  return {
    conversationId: conversation.id,
    lastSeq: state?.lastSeq ?? conversation.lastSeq,
    viewedSeq,
    unread: state?.unread ?? 0,
  };
}

/**
 * PUT …/conversations/{id}/draft: the caller's unsent text in a conversation, kept across devices
 * (blank clears it); their other tabs hear the conversation changed.
 */
export async function saveDraft(
  actor: Actor,
  input: { moduleId: string; conversationId: string; body: string },
  locale: Locale = "en",
): Promise<DraftState> {
  const { scope, conversation } = await inConversation(actor, input, locale);
  const draft = input.body.trim() ? input.body : null;
  const draftAt = draft === null ? null : new Date();
  await withEvents(async (tx, emit) => {
    await tx.chatMember.update({
      where: { conversationId_userId: { conversationId: conversation.id, userId: actor.userId } },
      data: { draft, draftAt },
    });
    emit(
      chatEvents(
        scope,
        actor,
        [actor.userId],
        [{ type: "conversation.changed", conversationId: conversation.id }],
      ),
    );
  });
  return { conversationId: conversation.id, draft, draftAt: draftAt?.toISOString() ?? null };
}
