// File management's public links, declared once (lib/contracts/endpoint.ts): the owner's endpoints
// under /api/v1/file-management/{moduleId}/items/{itemId}/links (served by app/api/v1/file-management)
// and a visitor's under /api/v1/public/file-links/{token} (app/api/v1/public/file-links), which the
// signed-out page /s/{token} calls. Apart from contracts.ts so that page imports only these.
import { defineEndpoint, noContent, rawResponse } from "@/lib/contracts/endpoint";
import { itemParamsSchema } from "@/modules/file-management/schemas/drive";
import {
  createLinkSchema,
  linkParamsSchema,
  logQuerySchema,
  publicDownloadQuerySchema,
  publicItemsQuerySchema,
  tokenParamsSchema,
  unlockSchema,
  updateLinkSchema,
} from "@/modules/file-management/schemas/links";
import {
  driveLinkSchema,
  linkListSchema,
  linkLogSchema,
  publicItemsSchema,
  publicLinkSchema,
} from "@/modules/file-management/shared/links";

const item = "/api/v1/file-management/{moduleId}/items/{itemId}" as const;

export const listLinks = defineEndpoint({
  method: "GET",
  path: `${item}/links`,
  auth: "session",
  summary:
    "The item's public links, newest first, revoked ones too (for who may change the item; 403 otherwise)",
  params: itemParamsSchema,
  response: linkListSchema,
});

export const createLink = defineEndpoint({
  method: "POST",
  path: `${item}/links`,
  auth: "session",
  summary:
    "A public link to the item (a file to download, a folder to browse and download as a ZIP): optional password, expiry and download limit",
  params: itemParamsSchema,
  body: createLinkSchema,
  response: driveLinkSchema,
  status: 201,
});

export const updateLink = defineEndpoint({
  method: "PATCH",
  path: `${item}/links/{linkId}`,
  auth: "session",
  summary:
    "Change a link's password, expiry or download limit (null removes one); a revoked link stays revoked",
  params: linkParamsSchema,
  body: updateLinkSchema,
  response: driveLinkSchema,
});

export const revokeLink = defineEndpoint({
  method: "DELETE",
  path: `${item}/links/{linkId}`,
  auth: "session",
  summary: "Revoke a link: it opens nothing from now on; its access log stays",
  params: linkParamsSchema,
  response: noContent,
  status: 204,
});

export const linkLog = defineEndpoint({
  method: "GET",
  path: `${item}/links/{linkId}/downloads`,
  auth: "session",
  summary: "A link's access log: its downloads, newest first, 50 a page",
  params: linkParamsSchema,
  query: logQuerySchema,
  response: linkLogSchema,
});

const link = "/api/v1/public/file-links/{token}" as const;

export const openLink = defineEndpoint({
  method: "GET",
  path: link,
  auth: "public",
  summary:
    "What a link opens (404 unknown or revoked, 410 expired or past its download limit); `locked` until its password is given",
  params: tokenParamsSchema,
  response: publicLinkSchema,
});

export const unlockLink = defineEndpoint({
  method: "POST",
  path: `${link}/unlock`,
  auth: "public",
  summary:
    "Give a link's password: sets a cookie for this link for 12 hours (400 wrong password; 429 after ten tries in 15 minutes)",
  params: tokenParamsSchema,
  body: unlockSchema,
  response: publicLinkSchema,
});

export const linkItems = defineEndpoint({
  method: "GET",
  path: `${link}/items`,
  auth: "public",
  summary:
    "A folder link's items: the folder's, or a folder's inside it (folderId); folders first by name, 100 a page",
  params: tokenParamsSchema,
  query: publicItemsQuerySchema,
  response: publicItemsSchema,
});

export const linkDownload = defineEndpoint({
  method: "GET",
  path: `${link}/download`,
  auth: "public",
  summary:
    "Download through a link: its file, a file inside its folder (itemId), or a folder as a ZIP; each counts against the limit and is logged",
  params: tokenParamsSchema,
  query: publicDownloadQuerySchema,
  response: rawResponse("application/octet-stream"),
});
