import * as z from "@/lib/zod";

/** The answer of POST /api/v1/files/upload (lib/contracts/files.ts). */
export const uploadedFileSchema = z.object({
  /** The stored key (`<workspaceId>/<fileId>.<ext>`); a project's coverImage stores `files/<key>`. */
  key: z.string(),
  /** Where the file is served to signed-in members of its workspace: `/api/v1/files/<key>`. */
  url: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
});
export type UploadedFile = z.output<typeof uploadedFileSchema>;

/**
 * A file attached to something (a chat message, a database's attachment cell): its download address
 * and, for an image, its thumbnail's and its size in pixels as shown (lib/server/files/store-attachment.ts).
 */
export const attachedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  /** Detected from its bytes when uploaded. */
  contentType: z.string(),
  url: z.string(),
  thumbUrl: z.nullable(z.string()),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
});
