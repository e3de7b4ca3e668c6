// File types recognised by their first bytes (a name or declared type is not trusted): the one
// place for signatures. Pure; the client checks a picked file the way the server will. What needs
// more than a signature (Office containers, CSV text) is lib/server/files/file-types.ts.

/** Whether `bytes` hold `magic` at `at`. */
export const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0): boolean =>
  bytes.length >= at + magic.length && magic.every((byte, i) => bytes[at + i] === byte);

export type ImageKind = {
  contentType: "image/jpeg" | "image/png" | "image/webp" | "image/tiff";
  ext: "jpg" | "png" | "webp" | "tiff";
};

/** The images uploads and covers accept (PNG, JPEG); the Content hub also takes WebP and TIFF. */
export type DetectedType = { contentType: "image/png" | "image/jpeg"; ext: "png" | "jpg" };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** JPEG, PNG, WebP or TIFF by signature, else null. */
export function detectImage(head: Uint8Array): ImageKind | null {
  if (startsWith(head, JPEG)) return { contentType: "image/jpeg", ext: "jpg" };
  if (startsWith(head, PNG)) return { contentType: "image/png", ext: "png" };
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return { contentType: "image/webp", ext: "webp" };
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]))
    return { contentType: "image/tiff", ext: "tiff" };
  return null;
}

/** PNG or JPEG by signature, else null. */
export function detectImageType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, PNG)) return { contentType: "image/png", ext: "png" };
  if (startsWith(bytes, JPEG)) return { contentType: "image/jpeg", ext: "jpg" };
  return null;
}
