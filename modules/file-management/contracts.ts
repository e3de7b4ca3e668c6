// File management's API (issue 35), declared once (lib/contracts/endpoint.ts): served by the route
// files under app/api/v1/file-management/[moduleId], called through `call` (lib/client/api.ts); the
// uploads speak tus 1.0.0 (tus-js-client on the page).
import * as z from "@/lib/zod";
import { defineEndpoint, noContent, okSchema, rawResponse } from "@/lib/contracts/endpoint";
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";
import {
  conflictsSchema,
  contentQuerySchema,
  createFolderSchema,
  folderPathsSchema,
  idsBodySchema,
  itemParamsSchema,
  listQuerySchema,
  moduleFilesQuerySchema,
  moduleParamsSchema,
  moveSchema,
  peopleQuerySchema,
  renameSchema,
  shareParamsSchema,
  shareSchema,
  uploadParamsSchema,
  versionParamsSchema,
} from "@/modules/file-management/schemas/drive";
import {
  bulkAnswerSchema,
  conflictsAnswerSchema,
  crumbSchema,
  driveItemSchema,
  driveListSchema,
  folderPathsAnswerSchema,
  moduleFilesSchema,
  personSchema,
  quotaSchema,
  shareListSchema,
  versionListSchema,
} from "@/modules/file-management/shared/types";

const base = "/api/v1/file-management/{moduleId}" as const;

/** The platform's members family: /api/v1/file-management/{moduleId}/member. */
export const members = moduleMemberEndpoints("file-management");

export const listItems = defineEndpoint({
  method: "GET",
  path: `${base}/items`,
  auth: "session",
  summary:
    "A page of items: a folder's (tab my-files, folderId; the root without), the reader's recent, starred or shared-with-them items, the trash, or a search by name (q); sort name|size|modified|created, type filter; folders first",
  params: moduleParamsSchema,
  query: listQuerySchema,
  response: driveListSchema,
});

export const listModuleFiles = defineEndpoint({
  method: "GET",
  path: `${base}/module-files`,
  auth: "session",
  summary:
    "Files other modules of the workspace hold that the reader may read now (content hub uploads, form uploads of forms whose responses they read, files sent in their chats), newest first, 100 a page; by name (q) and type; read-only",
  params: moduleParamsSchema,
  query: moduleFilesQuerySchema,
  response: moduleFilesSchema,
});

export const getItem = defineEndpoint({
  method: "GET",
  path: `${base}/items/{itemId}`,
  auth: "session",
  summary: "One item and the folders above it",
  params: itemParamsSchema,
  response: z.object({ item: driveItemSchema, crumbs: z.array(crumbSchema) }),
});

export const renameItem = defineEndpoint({
  method: "PATCH",
  path: `${base}/items/{itemId}`,
  auth: "session",
  summary: "Rename an item (409 when its folder has the name, ignoring case)",
  params: itemParamsSchema,
  body: renameSchema,
  response: driveItemSchema,
});

export const createFolder = defineEndpoint({
  method: "POST",
  path: `${base}/folders`,
  auth: "session",
  summary: "A new folder in a folder (parentId) or the root (null)",
  params: moduleParamsSchema,
  body: createFolderSchema,
  response: driveItemSchema,
  status: 201,
});

export const ensureFolderPaths = defineEndpoint({
  method: "POST",
  path: `${base}/folders/paths`,
  auth: "session",
  summary: "The folders of a dropped folder's paths (a/b), made where missing; each path's folder id",
  params: moduleParamsSchema,
  body: folderPathsSchema,
  response: folderPathsAnswerSchema,
});

export const findConflicts = defineEndpoint({
  method: "POST",
  path: `${base}/items/conflicts`,
  auth: "session",
  summary:
    "Which of these names a folder's live items already have (before an upload asks keep both or new version)",
  params: moduleParamsSchema,
  body: conflictsSchema,
  response: conflictsAnswerSchema,
});

export const moveItems = defineEndpoint({
  method: "POST",
  path: `${base}/items/move`,
  auth: "session",
  summary: "Move items into a folder or the root (a folder never into itself; 409 on a taken name)",
  params: moduleParamsSchema,
  body: moveSchema,
  response: bulkAnswerSchema,
});

export const copyItems = defineEndpoint({
  method: "POST",
  path: `${base}/items/copy`,
  auth: "session",
  summary: "Copy items (folders with their contents) into a folder or the root; counts against the quota",
  params: moduleParamsSchema,
  body: moveSchema,
  response: bulkAnswerSchema,
});

export const trashItems = defineEndpoint({
  method: "POST",
  path: `${base}/items/trash`,
  auth: "session",
  summary: "Move items to the trash (purged after 30 days)",
  params: moduleParamsSchema,
  body: idsBodySchema,
  response: bulkAnswerSchema,
});

export const restoreItems = defineEndpoint({
  method: "POST",
  path: `${base}/items/restore`,
  auth: "session",
  summary: "Restore items from the trash to their folder (the root when it is gone)",
  params: moduleParamsSchema,
  body: idsBodySchema,
  response: bulkAnswerSchema,
});

export const deleteItems = defineEndpoint({
  method: "POST",
  path: `${base}/items/delete`,
  auth: "session",
  summary: "Delete items in the trash for good, with every version",
  params: moduleParamsSchema,
  body: idsBodySchema,
  response: okSchema,
});

export const emptyTrash = defineEndpoint({
  method: "DELETE",
  path: `${base}/trash`,
  auth: "session",
  summary: "Delete everything in the module's trash for good",
  params: moduleParamsSchema,
  response: okSchema,
});

export const bookmarkItem = defineEndpoint({
  method: "PUT",
  path: `${base}/items/{itemId}/bookmark`,
  auth: "session",
  summary: "Star an item (the bookmarks tab)",
  params: itemParamsSchema,
  response: okSchema,
});

export const unbookmarkItem = defineEndpoint({
  method: "DELETE",
  path: `${base}/items/{itemId}/bookmark`,
  auth: "session",
  summary: "Take the star off an item",
  params: itemParamsSchema,
  response: okSchema,
});

export const readContent = defineEndpoint({
  method: "GET",
  path: `${base}/items/{itemId}/content`,
  auth: "session",
  summary:
    "A file's bytes (an earlier version with ?version=), with Range; inline for images, PDF, text, audio and video, else (or with ?download) as an attachment",
  params: itemParamsSchema,
  query: contentQuerySchema,
  response: rawResponse("application/octet-stream"),
});

export const zipFolder = defineEndpoint({
  method: "GET",
  path: `${base}/items/{itemId}/zip`,
  auth: "session",
  summary: "A folder and what is inside it as a ZIP, streamed",
  params: itemParamsSchema,
  response: rawResponse("application/zip"),
});

export const listVersions = defineEndpoint({
  method: "GET",
  path: `${base}/items/{itemId}/versions`,
  auth: "session",
  summary: "A file's versions, newest first",
  params: itemParamsSchema,
  response: versionListSchema,
});

export const restoreVersion = defineEndpoint({
  method: "POST",
  path: `${base}/items/{itemId}/versions/{versionId}/restore`,
  auth: "session",
  summary: "Make an earlier version the current one (as a new version of the same bytes)",
  params: versionParamsSchema,
  response: driveItemSchema,
});

export const listShares = defineEndpoint({
  method: "GET",
  path: `${base}/items/{itemId}/shares`,
  auth: "session",
  summary: "Who an item is shared with",
  params: itemParamsSchema,
  response: shareListSchema,
});

export const shareItem = defineEndpoint({
  method: "PUT",
  path: `${base}/items/{itemId}/shares`,
  auth: "session",
  summary: "Share an item with a reader of the module (view or edit), or change their role",
  params: itemParamsSchema,
  body: shareSchema,
  response: shareListSchema,
});

export const unshareItem = defineEndpoint({
  method: "DELETE",
  path: `${base}/items/{itemId}/shares/{userId}`,
  auth: "session",
  summary: "Stop sharing an item with someone (they may leave it themselves)",
  params: shareParamsSchema,
  response: shareListSchema,
});

export const listPeople = defineEndpoint({
  method: "GET",
  path: `${base}/people`,
  auth: "session",
  summary:
    "The members who can open the module but the caller, by name (at most 20), to share with; q narrows by name or e-mail",
  params: moduleParamsSchema,
  query: peopleQuerySchema,
  response: z.array(personSchema),
});

export const getQuota = defineEndpoint({
  method: "GET",
  path: `${base}/quota`,
  auth: "session",
  summary: "The workspace's stored bytes, its limit and the largest upload",
  params: moduleParamsSchema,
  response: quotaSchema,
});

export const createUpload = defineEndpoint({
  method: "POST",
  path: `${base}/uploads`,
  auth: "session",
  summary:
    "tus creation: a new resumable upload (Upload-Length; Upload-Metadata name, parentId, onConflict keep-both|version); 413 past the upload limit or the quota",
  params: moduleParamsSchema,
  response: noContent,
  status: 201,
});

export const uploadOffset = defineEndpoint({
  method: "HEAD",
  path: `${base}/uploads/{uploadId}`,
  auth: "session",
  summary: "tus: how many bytes of one's own upload arrived (Upload-Offset)",
  params: uploadParamsSchema,
  response: noContent,
  status: 200,
});

export const uploadBytes = defineEndpoint({
  method: "PATCH",
  path: `${base}/uploads/{uploadId}`,
  auth: "session",
  summary:
    "tus: append bytes at Upload-Offset (application/offset+octet-stream); the last byte places the file (Upload-Item-Id)",
  params: uploadParamsSchema,
  response: noContent,
  status: 204,
});

export const cancelUpload = defineEndpoint({
  method: "DELETE",
  path: `${base}/uploads/{uploadId}`,
  auth: "session",
  summary: "tus termination: give up one's own upload",
  params: uploadParamsSchema,
  response: noContent,
  status: 204,
});
