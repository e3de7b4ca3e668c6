import "server-only";
/** The image types uploads accept, recognised by their first bytes (the declared type is not trusted). */
const SIGNATURES = [
  { contentType: "image/png", ext: "png", magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: "image/jpeg", ext: "jpg", magic: [0xff, 0xd8, 0xff] },
] as const;

export type DetectedType = { contentType: "image/png" | "image/jpeg"; ext: "png" | "jpg" };

/** PNG or JPEG by signature, else null. */
export function detectImageType(bytes: Uint8Array): DetectedType | null {
  for (const { contentType, ext, magic } of SIGNATURES) {
    if (bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte)) {
      return { contentType, ext };
    }
  }
  return null;
}

const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The uploader's file name reduced to its last path part, without control characters, at most 200 chars. */
export function sanitizeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(CONTROL, "").trim().slice(0, 200).trim();
  return clean === "" || clean === "." || clean === ".." ? fallback : clean;
}
