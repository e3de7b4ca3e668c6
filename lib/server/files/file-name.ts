import "server-only";

const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The uploader's file name reduced to its last path part, without control characters, at most 200 chars. */
export function sanitizeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(CONTROL, "").trim().slice(0, 200).trim();
  return clean === "" || clean === "." || clean === ".." ? fallback : clean;
}
