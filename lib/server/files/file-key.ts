import "server-only";
import { newId } from "@/lib/server/ids";

/** `<workspaceId>/<fileId>.<ext>`: two 24-hex ids and a short lowercase extension, nothing else. */
const KEY = /^([0-9a-f]{24})\/([0-9a-f]{24})\.([a-z0-9]{1,8})$/;

/** True for a well-formed storage key; anything else (`..`, slashes, other shapes) is refused. */
export function isFileKey(key: string): boolean {
  return KEY.test(key);
}

/** The workspace and file ids of a well-formed key, or null. */
export function parseFileKey(key: string): { workspaceId: string; fileId: string; ext: string } | null {
  const match = KEY.exec(key);
  if (!match) return null;
  return { workspaceId: match[1]!, fileId: match[2]!, ext: match[3]! };
}

/** A new key in `workspaceId` with `ext` (e.g. "png"). */
export function newFileKey(workspaceId: string, ext: string): { id: string; key: string } {
  const id = newId();
  const key = `${workspaceId}/${id}.${ext}`;
  if (!isFileKey(key)) throw new Error("Invalid file key parts");
  return { id, key };
}

/** Where a stored file is served to members of its workspace. */
export const fileUrl = (key: string) => `/api/v1/files/${key}`;
