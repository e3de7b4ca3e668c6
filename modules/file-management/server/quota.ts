import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { env } from "@/lib/server/env";
import { storageLimit, workspaceUsage } from "@/lib/server/files/quota";
import { AppError } from "@/lib/server/errors";
import type { Quota } from "@/modules/file-management/shared/types";
import { driveScope } from "./scope";

// The workspace's quota (lib/server/files/quota.ts: every stored file counts and passes its check),
// File management's largest upload and the storage indicator's numbers.

const MB = 1024 * 1024;

export function driveLimits(): { limit: number; uploadMax: number } {
  return { limit: storageLimit(), uploadMax: env().FILES_UPLOAD_MAX_MB * MB };
}

export const fileTooLarge = () => new AppError("too_large", "validation.driveFileTooLarge");

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
