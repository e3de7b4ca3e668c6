import "server-only";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { AppError, notFound, unauthorized } from "@/lib/server/errors";
import { parseFileKey } from "@/lib/server/files/file-key";
import { verifyFileToken } from "@/lib/server/files/file-token";
import { getFileStorage, type StoredObject } from "@/lib/server/files/storage";
import { logger } from "@/lib/server/logger";
import { requireMembership } from "@/lib/server/permissions/workspace-member";

export interface ReadFileResult {
  /** Null when the caller's If-None-Match already names this file (answer 304). */
  body: StoredObject["body"] | null;
  /** From the File row (detected at upload), not from the storage. */
  contentType: string;
  size: number;
  name: string;
  /** Keys never change content, so the file id is a strong validator. */
  etag: string;
}

const fileNotFound = () => notFound("errors.fileNotFound");

/** If-None-Match lists validators ("a", W/"b") or "*". */
function matchesEtag(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "") === etag;
  });
}

async function isMember(actor: Actor, workspaceId: string): Promise<boolean> {
  try {
    await requireMembership(actor, workspaceId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return false;
    throw error;
  }
}

/**
 * The file under `key` for a member of its workspace (any role), or for anyone holding a valid
 * token for that key. Unknown keys and other workspaces' files are 404 alike (existence is not
 * revealed); no session and no token is 401, and so is a bad or expired token without membership.
 */
export async function readFile(
  actor: Actor | null,
  key: string,
  token?: string | null,
  options: { ifNoneMatch?: string | null } = {},
): Promise<ReadFileResult> {
  if (!actor && !token) throw unauthorized();
  const parsed = parseFileKey(key);
  if (!parsed) throw fileNotFound();

  const member = actor ? await isMember(actor, parsed.workspaceId) : false;
  if (!member) {
    if (!token) throw fileNotFound();
    if (!verifyFileToken(key, token)) throw unauthorized("errors.fileTokenInvalid");
  }

  const row = await getDb().file.findFirst({
    where: { key, workspaceId: parsed.workspaceId },
    select: { id: true, name: true, contentType: true, size: true },
  });
  if (!row) throw fileNotFound();
  const etag = `"${row.id}"`;
  const meta = { contentType: row.contentType, size: row.size, name: row.name, etag };
  if (matchesEtag(options.ifNoneMatch, etag)) return { ...meta, body: null };
  const stored = await getFileStorage().get(key);
  if (!stored) {
    logger.warn(`[files] ${key} has a row but no stored object`);
    throw fileNotFound();
  }
  return { ...meta, body: stored.body };
}
