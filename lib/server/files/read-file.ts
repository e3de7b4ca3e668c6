import "server-only";
import type { Actor } from "@/lib/server/auth/sessions";
import { notFound, unauthorized } from "@/lib/server/errors";
import { readableFile } from "@/lib/server/files/file-access";
import { parseFileKey } from "@/lib/server/files/file-key";
import { verifyFileToken } from "@/lib/server/files/file-token";
import { getFileStorage, type StoredObject } from "@/lib/server/files/storage";
import { logger } from "@/lib/server/logger";

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
export function matchesEtag(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "") === etag;
  });
}

/**
 * The file under `key` for a user who may read what owns it now (file-access.ts: a project's cover
 * to those who see the project, a module's upload to its readers, …), or for the holder of a valid
 * token, checked the same way for the user it was made for. Unknown keys, other workspaces' files
 * and files the user may not read are 404 alike (existence is not revealed); no session and no
 * token is 401, and so is a bad or expired token when the session does not grant the file. The
 * access is checked before If-None-Match, so a revalidation after access was lost is a 404 too.
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

  let row = actor ? await readableFile(actor.userId, parsed.workspaceId, key) : null;
  if (!row) {
    if (!token) throw fileNotFound();
    const signed = verifyFileToken(key, token);
    if (!signed) throw unauthorized("errors.fileTokenInvalid");
    row = await readableFile(signed.userId, parsed.workspaceId, key);
    if (!row) throw fileNotFound();
  }
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
