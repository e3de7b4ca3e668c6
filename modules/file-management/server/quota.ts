import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import type { Tx } from "@/lib/server/events/commit";
import type { Quota } from "@/modules/file-management/shared/types";
import { driveScope } from "./scope";

// The space a workspace uses is the bytes it stores: every File row of it (every module's uploads,
// File management's files, their earlier versions and the trash, thumbnails), plus the declared
// sizes of the uploads in progress, which hold their room until they end. The limit is FILES_QUOTA_MB.

const MB = 1024 * 1024;

export function driveLimits(): { limit: number; uploadMax: number } {
  const { FILES_QUOTA_MB, FILES_UPLOAD_MAX_MB } = env();
  return { limit: FILES_QUOTA_MB * MB, uploadMax: FILES_UPLOAD_MAX_MB * MB };
}

export const quotaExceeded = () => new AppError("too_large", "validation.driveQuotaExceeded");
export const fileTooLarge = () => new AppError("too_large", "validation.driveFileTooLarge");

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
  if (stored + pending + bytes > driveLimits().limit) throw quotaExceeded();
}

/** GET /file-management/{moduleId}/quota: the storage indicator's numbers. */
export async function getQuota(actor: Actor, moduleId: unknown, locale: Locale = "en"): Promise<Quota> {
  const scope = await driveScope(actor, moduleId, locale);
  return quotaOf(scope.membership.workspaceId);
}

/** The storage indicator's numbers of a workspace. */
export async function quotaOf(workspaceId: string): Promise<Quota> {
  const { stored } = await workspaceUsage(workspaceId);
  return { used: stored, ...driveLimits() };
}
