import { detectImageType } from "@/lib/files/file-types";
import { COVER_MAX_BYTES } from "@/lib/projects/covers";

export type CoverFileProblem = "type" | "size";

/**
 * Why a picked file cannot be a cover (spec/shell.md §5: JPG or PNG only, under 2 MB), from its
 * first bytes (the signatures the server checks: a renamed text file is no PNG) and size; null when
 * it may be sent (the server checks again).
 */
export function coverFileProblem(head: Uint8Array, size: number): CoverFileProblem | null {
  if (!detectImageType(head)) return "type";
  if (size >= COVER_MAX_BYTES) return "size";
  return null;
}

/** Reads a file's first bytes (enough for the signatures above). */
export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 16).arrayBuffer());
}
