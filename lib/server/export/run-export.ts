import "server-only";
import { createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { makeZip } from "client-zip";
import { Client } from "pg";
import type { Locale } from "@/lib/i18n/config";
import { getDb } from "@/lib/server/db";
import { appUrl, databaseEnv } from "@/lib/server/env";
import { getFileStorage } from "@/lib/server/files/storage";
import { uploadsDir } from "@/lib/server/files/uploads-dir";
import { logger } from "@/lib/server/logger";
import { sendMail } from "@/lib/server/mail/send-mail";
import { archiveEntries, type ArchiveSummary } from "./archive";
import { exportReadyMail } from "@/lib/server/mail/templates";

/** How long an archive stays downloadable. */
export const EXPORT_KEEP_DAYS = 7;
/** How often the progress is written while the archive is made. */
const PROGRESS_EVERY_MS = 1_500;

/**
 * Makes the archive of a queued export (the workspace-export job, or inline when no job system
 * runs): a consistent snapshot streamed into a temporary ZIP, stored under the workspace's key, the
 * row marked done with what it holds, and its requester e-mailed a link to the export page. A
 * failure marks it failed with a short reason; the partial file is removed.
 */
export async function runExport(exportId: string): Promise<void> {
  const claimed = await getDb().workspaceExport.updateMany({
    where: { id: exportId, status: "queued" },
    data: { status: "running", progress: 0 },
  });
  if (claimed.count === 0) return;
  const row = await getDb().workspaceExport.findUniqueOrThrow({
    where: { id: exportId },
    select: {
      workspaceId: true,
      locale: true,
      workspace: { select: { name: true } },
      requestedBy: { select: { email: true, name: true } },
    },
  });
  // Beside the uploads: on the files' disk (storing it is then a rename), never a memory /tmp.
  const folder = uploadsDir();
  const file = path.join(folder, `export-${exportId}.zip`);
  const key = `${row.workspaceId}/${exportId}.zip`;
  const summary: ArchiveSummary = {
    tables: {},
    database: {},
    people: 0,
    files: 0,
    fileBytes: 0,
    missingFiles: 0,
  };
  const client = new Client({
    connectionString: databaseEnv().DATABASE_URL,
    application_name: "suite-export",
  });
  let written = 0;
  let lastWrite = Date.now();
  try {
    await mkdir(folder, { recursive: true });
    await client.connect();
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const entries = archiveEntries(client, row.workspaceId, summary, (progress) => {
      const percent = Math.min(99, Math.floor((progress.done / Math.max(1, progress.total)) * 100));
      if (percent === written || Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
      written = percent;
      lastWrite = Date.now();
      void getDb()
        .workspaceExport.updateMany({
          where: { id: exportId, status: "running" },
          data: { progress: percent },
        })
        .catch(() => undefined);
    });
    await pipeline(
      Readable.fromWeb(makeZip(entries) as NodeReadableStream<Uint8Array>),
      createWriteStream(file),
    );
    await client.query("COMMIT");
    const { size } = await stat(file);
    await getFileStorage().putFile(key, file, size, "application/zip");
    const finishedAt = new Date();
    await getDb().workspaceExport.update({
      where: { id: exportId },
      data: {
        status: "done",
        progress: 100,
        storageKey: key,
        size: BigInt(size),
        summary: { ...summary },
        finishedAt,
        expiresAt: new Date(finishedAt.getTime() + EXPORT_KEEP_DAYS * 86_400_000),
      },
    });
    if (row.requestedBy)
      await sendMail(
        exportReadyMail({
          to: row.requestedBy.email,
          name: row.requestedBy.name,
          workspaceName: row.workspace.name,
          link: `${appUrl()}/settings/export`,
          days: EXPORT_KEEP_DAYS,
          locale: row.locale as Locale,
        }),
      );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.error(`[export] ${exportId} failed: ${reason}`);
    await client.query("ROLLBACK").catch(() => undefined);
    await getDb().workspaceExport.update({
      where: { id: exportId },
      data: { status: "failed", error: reason.slice(0, 300), finishedAt: new Date() },
    });
  } finally {
    await client.end().catch(() => undefined);
    await rm(file, { force: true });
  }
}

/** An export still running after this long was stopped (its job expired or its node went down). */
export const EXPORT_STALE_MS = 3 * 3600_000 + 15 * 60_000;

/**
 * Deletes the archives past their week (their rows stay, as history) and fails the exports that
 * were stopped midway, so a new one can start (the purge-workspace-exports job).
 */
export async function purgeExpiredExports(now = new Date()): Promise<{ deleted: number; stopped: number }> {
  const rows = await getDb().workspaceExport.findMany({
    where: { expiresAt: { lte: now }, storageKey: { not: null } },
    select: { id: true, storageKey: true },
    take: 500,
  });
  for (const row of rows) {
    await getFileStorage().delete(row.storageKey!);
    await getDb().workspaceExport.update({ where: { id: row.id }, data: { storageKey: null } });
  }
  const stopped = await getDb().workspaceExport.updateMany({
    where: {
      status: { in: ["queued", "running"] },
      createdAt: { lt: new Date(now.getTime() - EXPORT_STALE_MS) },
    },
    data: { status: "failed", error: "stopped before it finished", finishedAt: now },
  });
  return { deleted: rows.length, stopped: stopped.count };
}
