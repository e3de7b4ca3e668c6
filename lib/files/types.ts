/** The answer of POST /api/v1/files/upload. */
export interface UploadedFile {
  /** The stored key (`<workspaceId>/<fileId>.<ext>`); a project's coverImage stores `files/<key>`. */
  key: string;
  /** Where the file is served to signed-in members of its workspace: `/api/v1/files/<key>`. */
  url: string;
  name: string;
  size: number;
  contentType: string;
}
