import "server-only";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db";
import { getFileStorage } from "@/lib/server/files/storage";
import { uploadsDir } from "@/lib/server/files/uploads-dir";
import { logger } from "@/lib/server/logger";
import { ImportError } from "./import-error";
import { planImport } from "./import-plan";
import { writeImport } from "./import-rows";
import { openArchive, type OpenArchive } from "./read-archive";
import { prismaRows } from "./tables";

const summaryRows = (written: { rows: Record<string, number>; database: Record<string, number> }) =>
  [...Object.values(written.rows), ...Object.values(written.database)].reduce((sum, n) => sum + n, 0);

/** How long an import's transaction may run (its job's own limit is 6 hours). */
const TRANSACTION_MS = 6 * 3600_000;

/** How often the progress is written while the archive is read. */
const PROGRESS_EVERY_MS = 1_500;

export interface ImportSummary {
  rows: Record<string, number>;
  leftOut: Record<string, number>;
  database: Record<string, number>;
  files: number;
  people: { matched: number; made: number };
}

/**
 * Reads a queued import's archive into a new workspace (the workspace-import job, or inline when no
 * job system runs): the archive copied from file storage to the uploads' disk, planned
 * (import-plan.ts), then written in ONE transaction (import-rows.ts, with the kinds' `imported`
 * steps) — a failure leaves no workspace, no people and no files behind. The uploaded archive is
 * deleted either way.
 */
export async function runImport(importId: string): Promise<void> {
  const claimed = await getDb().workspaceImport.updateMany({
    where: { id: importId, status: "queued" },
    data: { status: "running", progress: 0 },
  });
  if (claimed.count === 0) return;
  const row = await getDb().workspaceImport.findUniqueOrThrow({
    where: { id: importId },
    select: { requestedById: true, name: true, storageKey: true },
  });
  const folder = uploadsDir();
  const file = path.join(folder, `import-${importId}.zip`);
  let archive: OpenArchive | null = null;
  const storedKeys: string[] = [];
  try {
    await mkdir(folder, { recursive: true });
    const stored = row.storageKey ? await getFileStorage().open(row.storageKey) : null;
    if (!stored) throw new ImportError("the uploaded archive is no longer stored");
    await pipeline(stored.body, createWriteStream(file));
    try {
      archive = await openArchive(file);
    } catch {
      throw new ImportError("the file is not a ZIP archive");
    }
    const opened = archive;
    const plan = await planImport(prismaRows(getDb()), opened);
    const total =
      plan.manifest.tables.reduce((sum, table) => sum + table.rows, 0) +
      Object.values(plan.manifest.database.tables).reduce((sum, rows) => sum + rows, 0) +
      Math.ceil(plan.manifest.files.bytes / 65_536);
    let done = 0;
    let shown = 0;
    let lastWrite = Date.now();
    const advance = (units: number) => {
      done += units;
      const percent = Math.min(99, Math.floor((done / Math.max(1, total)) * 100));
      if (percent === shown || Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
      shown = percent;
      lastWrite = Date.now();
      void getDb()
        .workspaceImport.updateMany({
          where: { id: importId, status: "running" },
          data: { progress: percent },
        })
        .catch(() => undefined);
    };
    // One transaction: a failure anywhere leaves no workspace and no people.
    const written = await getDb().$transaction(
      async (tx) => {
        const result = await writeImport(
          tx,
          opened,
          plan,
          row.requestedById,
          row.name,
          folder,
          advance,
          storedKeys,
        );
        await recordAudit(
          {
            workspaceId: plan.newWorkspaceId,
            actorId: row.requestedById,
            action: "workspace.imported",
            target: { type: "workspace", id: plan.newWorkspaceId, label: row.name },
            after: { importId, rows: summaryRows(result), files: result.files },
          },
          tx,
        );
        return result;
      },
      { timeout: TRANSACTION_MS, maxWait: 30_000 },
    );
    const summary: ImportSummary = {
      rows: written.rows,
      leftOut: plan.leftOut,
      database: written.database,
      files: written.files,
      people: plan.people,
    };
    await getDb().workspaceImport.update({
      where: { id: importId },
      data: {
        status: "done",
        progress: 100,
        workspaceId: plan.newWorkspaceId,
        summary: { ...summary },
        finishedAt: new Date(),
      },
    });
  } catch (error) {
    const reason =
      error instanceof ImportError
        ? error.message
        : `the archive could not be imported: ${error instanceof Error ? (error.message.trim().split("\n").pop() ?? "") : String(error)}`;
    logger.error(`[import] ${importId} failed: ${reason}`);
    for (const key of storedKeys)
      await getFileStorage()
        .delete(key)
        .catch(() => undefined);
    await getDb().workspaceImport.update({
      where: { id: importId },
      data: { status: "failed", error: reason.slice(0, 300), finishedAt: new Date() },
    });
  } finally {
    archive?.close();
    await rm(file, { force: true });
    if (row.storageKey) {
      await getFileStorage()
        .delete(row.storageKey)
        .catch(() => undefined);
      await getDb()
        .workspaceImport.update({ where: { id: importId }, data: { storageKey: null } })
        .catch(() => undefined);
    }
  }
}
