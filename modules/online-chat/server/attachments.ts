import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { AppError, badRequest, notFound } from "@/lib/server/errors";
import type { Tx } from "@/lib/server/events/commit";
import { readUploadedFile } from "@/lib/server/files/read-upload";
import { discardAttachment, fileIdOf, storeAttachment } from "@/lib/server/files/store-attachment";
import { newId } from "@/lib/server/ids";
import { deleteFiles } from "@/lib/server/jobs/purge-orphaned-uploads";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import {
  ATTACHMENT_MAX_BYTES,
  THUMB_HEIGHT,
  THUMB_WIDTH,
  UNSENT_ATTACHMENT_HOURS,
  type ChatAttachment,
} from "@/modules/online-chat/shared/types";
import { inConversation } from "./conversations";
import { chatScope } from "./scope";

// Files sent in a conversation (issue 32): uploaded to the conversation first (the composer shows
// each one's progress), then named by the message that carries them. An upload is its uploader's
// until they send it (or remove it); one not sent within UNSENT_ATTACHMENT_HOURS is purged. Bytes
// live in the platform's file storage as File rows owned by the conversation (`online_chat`), served
// by GET /files/{key} to the conversation's people while the message stands (file-access.ts).

const tooLarge = () => new AppError("too_large", "validation.chatAttachmentTooLarge");

/**
 * POST …/conversations/{id}/attachments (multipart field `file`): for people of the conversation who
 * may write in the module (404 / 403 before the body is read); the body is capped while streaming
 * (413 past ATTACHMENT_MAX_BYTES); the type is read from the bytes (400 for anything else). An image
 * gets its thumbnail now, so the message shows it at once.
 */
export async function uploadAttachment(
  actor: Actor,
  input: { moduleId: string; conversationId: string; req: Request },
  locale: Locale = "en",
): Promise<ChatAttachment> {
  const { scope, conversation } = await inConversation(actor, input, locale);
  assertModuleCan(scope, "add");
  const file = await readUploadedFile(input.req, { maxBytes: ATTACHMENT_MAX_BYTES, tooLarge });
  if (!file || file.size === 0) throw badRequest("validation.fileRequired");
  if (file.size > ATTACHMENT_MAX_BYTES) throw tooLarge();
  const stored = await storeAttachment(new Uint8Array(await file.arrayBuffer()), file.name, {
    workspaceId: scope.membership.workspaceId,
    uploaderId: actor.userId,
    owner: { kind: "online_chat", id: conversation.id },
    logTag: "online-chat",
    box: { width: THUMB_WIDTH, height: THUMB_HEIGHT },
    refused: () => badRequest("validation.chatAttachmentType"),
  });
  try {
    const id = newId();
    await getDb().chatAttachment.create({
      data: {
        id,
        conversationId: conversation.id,
        fileId: fileIdOf(stored.key),
        thumbFileId: stored.thumbKey ? fileIdOf(stored.thumbKey) : null,
        width: stored.width,
        height: stored.height,
        uploadedById: actor.userId,
      },
    });
    return {
      id,
      name: stored.name,
      size: stored.size,
      contentType: stored.contentType,
      url: `/api/v1/files/${stored.key}`,
      thumbUrl: stored.thumbKey ? `/api/v1/files/${stored.thumbKey}` : null,
      width: stored.width,
      height: stored.height,
    };
  } catch (error) {
    await discardAttachment(stored);
    throw error;
  }
}

/**
 * DELETE …/attachments/{id}: its uploader takes back a file they have not sent (the composer's ×):
 * its bytes go at once. A sent one, or anyone else's, is 404.
 */
export async function removeAttachment(
  actor: Actor,
  input: { moduleId: string; attachmentId: string },
  locale: Locale = "en",
): Promise<{ id: string }> {
  const scope = await chatScope(actor, input.moduleId, locale);
  const rows = await getDb().$queryRaw<{ fileId: string; thumbFileId: string | null }[]>`
    DELETE FROM "ChatAttachment" a USING "ChatConversation" c
     WHERE a."id" = ${input.attachmentId} AND a."messageId" IS NULL AND a."uploadedById" = ${actor.userId}
       AND c."id" = a."conversationId" AND c."moduleId" = ${scope.moduleId}
 RETURNING a."fileId", a."thumbFileId"`;
  const row = rows[0];
  if (!row) throw notFound("errors.chatAttachmentNotFound");
  const ids = [row.fileId, ...(row.thumbFileId ? [row.thumbFileId] : [])];
  const files = await getDb().file.findMany({ where: { id: { in: ids } }, select: { id: true, key: true } });
  await deleteFiles(files);
  return { id: input.attachmentId };
}

/**
 * Gives the sender's unsent uploads `ids` (in that order) to message `messageId` in the send's
 * transaction; 400 when one is not theirs, not of this conversation, already sent, unknown or named twice.
 */
export async function claimAttachments(
  tx: Pick<Tx, "$executeRaw">,
  input: { conversationId: string; messageId: string; uploaderId: string; ids: readonly string[] },
): Promise<void> {
  if (input.ids.length === 0) return;
  const claimed = await tx.$executeRaw`
    UPDATE "ChatAttachment" a SET "messageId" = ${input.messageId}, "position" = o."position"
      FROM unnest(${input.ids}::text[]) WITH ORDINALITY AS o("id", "position")
     WHERE a."id" = o."id" AND a."conversationId" = ${input.conversationId}
       AND a."uploadedById" = ${input.uploaderId} AND a."messageId" IS NULL`;
  if (claimed !== input.ids.length) throw badRequest("validation.chatAttachmentsInvalid");
}

/**
 * Uploads nobody sent within UNSENT_ATTACHMENT_HOURS: their rows, then their bytes and File rows (a
 * File whose bytes could not be deleted is left to the daily purge-orphaned-uploads). `limit` rows at
 * most; returns how many attachments went.
 */
export async function purgeUnsentAttachments(limit: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNSENT_ATTACHMENT_HOURS * 3_600_000);
  const rows = await getDb().$queryRaw<{ fileId: string; thumbFileId: string | null }[]>`
    DELETE FROM "ChatAttachment"
     WHERE "id" IN (SELECT "id" FROM "ChatAttachment" WHERE "messageId" IS NULL AND "createdAt" < ${before}
                     ORDER BY "createdAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
       AND "messageId" IS NULL
 RETURNING "fileId", "thumbFileId"`;
  if (rows.length === 0) return 0;
  const ids = rows.flatMap((row) => [row.fileId, ...(row.thumbFileId ? [row.thumbFileId] : [])]);
  const files = await getDb().file.findMany({ where: { id: { in: ids } }, select: { id: true, key: true } });
  await deleteFiles(files);
  return rows.length;
}
