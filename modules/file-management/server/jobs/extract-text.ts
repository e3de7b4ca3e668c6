import "server-only";
import { z } from "zod";
import { getDb } from "@/lib/server/db";
import { pdfText } from "@/lib/server/files/pdf-text";
import { getFileStorage } from "@/lib/server/files/storage";
import { defineJob } from "@/lib/server/jobs/job";
import { logger } from "@/lib/server/logger";
import { previewOf } from "../detect-type";

// The text of a file's current version, for search by content and Ask AI: a text file's first
// characters, a PDF's first pages (pdf.js in a worker thread). Read after an upload or a restored
// version by this job; kept in DriveText with the version's file id (a newer version is read again,
// an older answer never overwrites it).

/** Characters kept of a file. */
export const TEXT_MAX_CHARS = 200_000;
/** Files larger than this are not read (a text file: its first bytes are). */
const PDF_MAX_BYTES = 50 * 1024 * 1024;
const TEXT_READ_BYTES = 1024 * 1024;

export const wantsText = (contentType: string | null) => {
  const preview = previewOf(contentType);
  return preview === "text" || preview === "pdf";
};

async function readAll(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  try {
    while (total < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      total += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(Math.min(total, limit));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.byteLength - offset);
    bytes.set(part, offset);
    offset += part.byteLength;
    if (offset >= bytes.byteLength) break;
  }
  return bytes;
}

/** Text as PostgreSQL keeps it: no NUL, the control characters but tab and new line as spaces, at most TEXT_MAX_CHARS. */
export const cleanText = (text: string) =>
  text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, " ").slice(0, TEXT_MAX_CHARS);

/** Reads and keeps the text of the item's current version, when it has text and is not read yet. */
export async function extractText(itemId: string): Promise<void> {
  const item = await getDb().driveItem.findUnique({
    where: { id: itemId },
    select: {
      id: true,
      fileId: true,
      size: true,
      contentType: true,
      file: { select: { key: true } },
      text: { select: { fileId: true } },
    },
  });
  if (!item?.file || !item.fileId || !wantsText(item.contentType) || item.text?.fileId === item.fileId)
    return;
  const pdf = previewOf(item.contentType) === "pdf";
  if (pdf && item.size > PDF_MAX_BYTES) return;
  const opened = await getFileStorage().open(item.file.key);
  if (!opened) return;
  const bytes = await readAll(opened.body, pdf ? PDF_MAX_BYTES : TEXT_READ_BYTES);
  const text = pdf ? await pdfText(bytes) : new TextDecoder("utf-8").decode(bytes);
  if (text === null) {
    logger.info(`[file-management] no text read from ${item.id}`);
    return;
  }
  const kept = cleanText(text);
  // Only while the version it was read from is still the current one.
  await getDb().$executeRaw`
    INSERT INTO "DriveText" ("itemId", "fileId", "text")
    SELECT i."id", i."fileId", ${kept} FROM "DriveItem" i WHERE i."id" = ${item.id} AND i."fileId" = ${item.fileId}
    ON CONFLICT ("itemId") DO UPDATE SET "fileId" = EXCLUDED."fileId", "text" = EXCLUDED."text", "createdAt" = now()`;
}

/** Sent when a text file or a PDF becomes an item's current version (uploads, restored versions). */
export const extractTextJob = defineJob({
  name: "file-management-extract-text",
  policy: "standard",
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  workers: 1,
  payload: z.object({ itemId: z.string().regex(/^[0-9a-f]{24}$/) }),
  async handler({ itemId }) {
    await extractText(itemId);
  },
});
