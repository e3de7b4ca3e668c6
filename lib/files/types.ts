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
