import "server-only";
import type { ExportItem } from "@/lib/export/types";
import { exportParamsSchema } from "@/lib/schemas/export";
import { recordAudit } from "@/lib/server/audit/record";
import type { RequestMeta } from "@/lib/server/auth/request-meta";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { conflict, forbidden, notFound } from "@/lib/server/errors";
import { getFileStorage } from "@/lib/server/files/storage";
import { newId } from "@/lib/server/ids";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { workspaceExportJob } from "@/lib/server/jobs/workspace-export";
import { managesWorkspace } from "@/lib/server/permissions/roles";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import { EXPORT_STALE_MS, runExport } from "./run-export";

// A workspace's export (issue 39, docs/platform/export.md): its owners and admins ask for one, a job
// makes the archive (run-export.ts) while the page shows its progress, and they download it here
// for a week. One export runs at a time per workspace.

/** How many exports the page lists (newest first). */
const LISTED = 10;

async function adminMembership(actor: Actor): Promise<Membership> {
  const membership = await activeMembership(actor);
  if (!membership.isOwner && !managesWorkspace(membership.role)) throw forbidden("errors.exportAdminOnly");
  return membership;
}

/** Whether the actor may open the export page (owners and admins). */
export async function mayExport(actor: Actor): Promise<boolean> {
  const membership = await activeMembership(actor);
  return membership.isOwner || managesWorkspace(membership.role);
}

const itemSelect = {
  id: true,
  status: true,
  progress: true,
  summary: true,
  size: true,
  error: true,
  createdAt: true,
  finishedAt: true,
  expiresAt: true,
  storageKey: true,
  requestedBy: { select: { id: true, name: true } },
} as const;

type Row = Awaited<ReturnType<typeof readRows>>[number];

function readRows(workspaceId: string, id?: string) {
  return getDb().workspaceExport.findMany({
    where: { workspaceId, ...(id ? { id } : {}) },
    select: itemSelect,
    orderBy: { createdAt: "desc" },
    take: LISTED,
  });
}

function toItem(row: Row, now = Date.now()): ExportItem {
  const summary = row.summary as {
    tables?: Record<string, number>;
    files?: number;
    fileBytes?: number;
  } | null;
  // Past its week, or its archive already deleted.
  const expired = (row.expiresAt !== null && row.expiresAt.getTime() <= now) || row.storageKey === null;
  return {
    id: row.id,
    status: row.status === "done" && expired ? "expired" : row.status,
    progress: row.progress,
    rows: summary?.tables ? Object.values(summary.tables).reduce((sum, count) => sum + count, 0) : null,
    files: summary?.files ?? null,
    size: row.size === null ? null : Number(row.size),
    error: row.status === "failed" ? (row.error ?? null) : null,
    requestedBy: row.requestedBy,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export async function listExports(actor: Actor): Promise<{ data: ExportItem[] }> {
  const membership = await adminMembership(actor);
  return { data: (await readRows(membership.workspaceId)).map((row) => toItem(row)) };
}

/**
 * Queues an export of the active workspace (409 `errors.exportRunning` while one is queued or
 * running). Without a job system (tests, scripts) it is made before this answers.
 */
export async function startExport(actor: Actor, meta: Pick<RequestMeta, "locale">): Promise<ExportItem> {
  const membership = await adminMembership(actor);
  const { workspaceId } = membership;
  const id = newId();
  await getDb().$transaction(async (tx) => {
    // One at a time: the workspace row is the lock two admins' clicks queue on.
    await tx.$executeRaw`SELECT 1 FROM "Workspace" WHERE "id" = ${workspaceId} FOR UPDATE`;
    const running = await tx.workspaceExport.count({
      where: {
        workspaceId,
        status: { in: ["queued", "running"] },
        createdAt: { gte: new Date(Date.now() - EXPORT_STALE_MS) },
      },
    });
    if (running > 0) throw conflict("errors.exportRunning");
    await tx.workspaceExport.create({
      data: { id, workspaceId, requestedById: membership.userId, locale: meta.locale },
    });
    await recordAudit(
      {
        workspaceId,
        actorId: membership.userId,
        action: "workspace.exported",
        target: { type: "workspace", id: workspaceId, label: null },
        after: { exportId: id },
      },
      tx,
    );
  });
  if (!(await enqueueJob(workspaceExportJob, { exportId: id }))) await runExport(id);
  const [row] = await readRows(workspaceId, id);
  return toItem(row!);
}

/** The archive's bytes, streamed from storage, while it is kept; another workspace's id is 404. */
export async function downloadExport(actor: Actor, rawParams: unknown): Promise<Response> {
  const membership = await adminMembership(actor);
  const { exportId } = parseInput(exportParamsSchema, rawParams);
  const row = await getDb().workspaceExport.findFirst({
    where: { id: exportId, workspaceId: membership.workspaceId },
    select: {
      status: true,
      storageKey: true,
      expiresAt: true,
      createdAt: true,
      workspace: { select: { name: true } },
    },
  });
  if (!row) throw notFound("errors.exportNotFound");
  if (row.status !== "done") throw conflict("errors.exportNotReady");
  if (!row.storageKey || (row.expiresAt && row.expiresAt.getTime() <= Date.now()))
    throw notFound("errors.exportExpired");
  const opened = await getFileStorage().open(row.storageKey);
  if (!opened) throw notFound("errors.exportExpired");
  const day = row.createdAt.toISOString().slice(0, 10);
  const base =
    row.workspace.name
      .replace(/[^\p{L}\p{N} _-]+/gu, "")
      .trim()
      .replace(/\s+/g, "-") || "workspace";
  const name = `${base}-export-${day}.zip`;
  return new Response(opened.body, {
    headers: {
      "content-type": "application/zip",
      "content-length": String(opened.size),
      "content-disposition": `attachment; filename="${name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "cache-control": "private, no-store",
    },
  });
}
