import "server-only";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { IMPORT_MAX_BYTES, type ImportItem } from "@/lib/export/types";
import { importQuerySchema } from "@/lib/schemas/export";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { AppError, badRequest, conflict } from "@/lib/server/errors";
import { getFileStorage } from "@/lib/server/files/storage";
import { uploadsDir } from "@/lib/server/files/uploads-dir";
import { writeCapped } from "@/lib/server/http/read-capped";
import { newId } from "@/lib/server/ids";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { workspaceImportJob } from "@/lib/server/jobs/workspace-export";
import { parseInput } from "@/lib/server/validation";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION } from "./archive";
import type { ImportSummary } from "./run-import";
import { entryBytes, openArchive } from "./read-archive";
import { runImport } from "./run-import";

// Importing an export archive into a new workspace (issue 39, docs/platform/export.md): a person
// sends the ZIP (streamed to the uploads' disk, capped), it is checked to be an archive of ours of
// this format, stored, and the workspace-import job reads it (run-import.ts) while the export page
// shows its progress. One import at a time per person.

/** How many imports the page lists (newest first). */
const LISTED = 10;
/** An import still running after this long was stopped. */
const IMPORT_STALE_MS = 6 * 3600_000;

const tooLarge = () => new AppError("too_large", "errors.importTooLarge");

const itemSelect = {
  id: true,
  name: true,
  status: true,
  progress: true,
  size: true,
  workspaceId: true,
  summary: true,
  error: true,
  createdAt: true,
  finishedAt: true,
} as const;

type Row = Awaited<ReturnType<typeof readRows>>[number];

function readRows(userId: string, id?: string) {
  return getDb().workspaceImport.findMany({
    where: { requestedById: userId, ...(id ? { id } : {}) },
    select: itemSelect,
    orderBy: { createdAt: "desc" },
    take: LISTED,
  });
}

const sum = (counts: Record<string, number> | undefined) =>
  Object.values(counts ?? {}).reduce((total, count) => total + count, 0);

function toItem(row: Row): ImportItem {
  const summary = row.summary as ImportSummary | null;
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    progress: row.progress,
    size: Number(row.size),
    workspaceId: row.status === "done" ? row.workspaceId : null,
    rows: summary ? sum(summary.rows) + sum(summary.database) : null,
    leftOut: summary ? sum(summary.leftOut) : null,
    files: summary?.files ?? null,
    people: summary?.people ?? null,
    error: row.status === "failed" ? (row.error ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function listImports(actor: Actor): Promise<{ data: ImportItem[] }> {
  return { data: (await readRows(actor.userId)).map(toItem) };
}

/** The archive's workspace name, or a 400 saying why the file is not an archive this server reads. */
async function checkArchive(file: string): Promise<string> {
  const invalid = () => badRequest("errors.importNotArchive");
  let archive;
  try {
    archive = await openArchive(file);
  } catch {
    throw invalid();
  }
  try {
    const read = async (name: string): Promise<unknown> => {
      if (!archive.names.has(name) || (archive.sizeOf(name) ?? 0) > 1_000_000) throw invalid();
      const bytes = await entryBytes({ name, size: 0, open: () => archive.open(name) });
      try {
        return JSON.parse(bytes.toString("utf8"));
      } catch {
        throw invalid();
      }
    };
    const manifest = (await read("manifest.json")) as { format?: unknown; version?: unknown } | null;
    if (manifest?.format !== ARCHIVE_FORMAT) throw invalid();
    if (manifest.version !== ARCHIVE_VERSION) throw badRequest("errors.importVersion");
    const workspace = (await read("workspace.json")) as { name?: unknown } | null;
    if (typeof workspace?.name !== "string" || !workspace.name.trim()) throw invalid();
    return workspace.name.trim().slice(0, 100);
  } finally {
    archive.close();
  }
}

/**
 * POST /api/v1/imports: the request's body (a ZIP, checked by its content) stored and queued for
 * the job (409 `errors.importRunning` while the person's previous import runs; 413 past 10 GiB).
 * Without a job system (tests, scripts) it is read before this answers.
 */
export async function startImport(actor: Actor, req: Request, rawQuery: unknown): Promise<ImportItem> {
  const { name } = parseInput(importQuerySchema, rawQuery);
  if (Number(req.headers.get("content-length") ?? 0) > IMPORT_MAX_BYTES) throw tooLarge();
  if (!req.body) throw badRequest("errors.importNotArchive");
  const running = await getDb().workspaceImport.count({
    where: {
      requestedById: actor.userId,
      status: { in: ["queued", "running"] },
      createdAt: { gte: new Date(Date.now() - IMPORT_STALE_MS) },
    },
  });
  if (running > 0) throw conflict("errors.importRunning");
  const id = newId();
  const folder = uploadsDir();
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `import-upload-${id}.zip`);
  try {
    const size = await writeCapped(req.body, file, IMPORT_MAX_BYTES, tooLarge);
    const archiveName = await checkArchive(file);
    // Keys are `<24 hex>/<24 hex>.<ext>`: under the person's id, as there is no workspace yet.
    const key = `${actor.userId}/${id}.zip`;
    await getFileStorage().putFile(key, file, size, "application/zip");
    await getDb().workspaceImport.create({
      data: {
        id,
        requestedById: actor.userId,
        name: name ?? archiveName,
        size: BigInt(size),
        storageKey: key,
      },
    });
  } finally {
    await rm(file, { force: true });
  }
  if (!(await enqueueJob(workspaceImportJob, { importId: id }))) await runImport(id);
  const [row] = await readRows(actor.userId, id);
  return toItem(row!);
}
