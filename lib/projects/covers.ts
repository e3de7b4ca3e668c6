/**
 * Project cover images (spec/shell.md §9): three default dashboard illustrations, chosen by the
 * project's position modulo 3 when it has no cover, and eight preset pictures; or an uploaded file,
 * stored on the project as `files/<key>` and served at `/api/v1/files/<key>`.
 */
export const DEFAULT_COVERS = [
  "/covers/dashboard-1.svg",
  "/covers/dashboard-2.svg",
  "/covers/dashboard-3.svg",
] as const;

export const PRESET_COVERS = [
  "/covers/preset-1.svg",
  "/covers/preset-2.svg",
  "/covers/preset-3.svg",
  "/covers/preset-4.svg",
  "/covers/preset-5.svg",
  "/covers/preset-6.svg",
  "/covers/preset-7.svg",
  "/covers/preset-8.svg",
] as const;

/** The largest cover upload, and the accepted types (checked again on the server, by content). */
export const COVER_MAX_BYTES = 2 * 1024 * 1024;
export const COVER_MIME_TYPES = ["image/jpeg", "image/png"] as const;

/** The value a project stores for an uploaded file's key. */
export const uploadedCover = (key: string) => `files/${key}`;

/** The URL to show for a project's cover; `index` is the project's position in its list. */
export function coverImageUrl(coverImage: string | null | undefined, index: number): string {
  if (!coverImage) return DEFAULT_COVERS[((index % 3) + 3) % 3] ?? DEFAULT_COVERS[0];
  if (coverImage.startsWith("files/")) return `/api/v1/${coverImage}`;
  return coverImage;
}
