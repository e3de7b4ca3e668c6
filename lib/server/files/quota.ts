import "server-only";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import type { Tx } from "@/lib/server/events/commit";

// The space a workspace uses is the bytes it stores: every File row of it (every module's uploads,
// File management's files, their earlier versions and the trash, thumbnails), plus the declared
// sizes of File management's uploads in progress, which hold their room until they end. The limit is
// FILES_QUOTA_MB; every file stored passes assertRoom (store-file.ts, File management's uploads).

const MB = 1024 * 1024;

/** A workspace's limit in bytes. */
export const storageLimit = () => env().FILES_QUOTA_MB * MB;

export const quotaExceeded = () => new AppError("too_large", "validation.driveQuotaExceeded");

/** Bytes the workspace stores, and those its uploads in progress hold. */
export async function workspaceUsage(
  workspaceId: string,
  db: Tx | ReturnType<typeof getDb> = getDb(),
): Promise<{ stored: number; pending: number }> {
  const [row] = await db.$queryRaw<{ stored: bigint; pending: bigint }[]>`
    SELECT (SELECT COALESCE(sum("size"), 0) FROM "File" WHERE "workspaceId" = ${workspaceId})::bigint AS "stored",
           (SELECT COALESCE(sum("size"), 0) FROM "DriveUpload" WHERE "workspaceId" = ${workspaceId})::bigint AS "pending"`;
  return { stored: Number(row?.stored ?? 0), pending: Number(row?.pending ?? 0) };
}

/**
 * Refuses `bytes` more when they would take the workspace past its limit (413). Run in the
 * transaction that records them: it holds the workspace's quota lock until the commit, so two
 * uploads cannot both take the last room.
 */
export async function assertRoom(tx: Tx, workspaceId: string, bytes: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`drive-quota:${workspaceId}`}))`;
  const { stored, pending } = await workspaceUsage(workspaceId, tx);
  if (stored + pending + bytes > storageLimit()) throw quotaExceeded();
}
