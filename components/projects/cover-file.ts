import { COVER_MAX_BYTES } from "@/lib/projects/covers";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The image type by its first bytes, as the server decides it: a renamed text file is no PNG. */
export function detectImageType(bytes: Uint8Array): "image/png" | "image/jpeg" | null {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  return null;
}

export type CoverFileProblem = "type" | "size";

/**
 * Why a picked file cannot be a cover (spec/shell.md §5: JPG or PNG only, under 2 MB), from its
 * first bytes and size; null when it may be sent (the server checks again).
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
