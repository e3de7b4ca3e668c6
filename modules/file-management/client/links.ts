"use client";

// Typed calls of File management's public links (contracts/links.ts, types only): the owner's in the
// share dialog, the visitor's on /s/{token}.
import { call } from "@/lib/client/api";
import { endpointQuery, moduleTag } from "@/lib/client/query/spec";
import type * as contracts from "@/modules/file-management/contracts/links";

const item = "/api/v1/file-management/{moduleId}/items/{itemId}" as const;
const link = "/api/v1/public/file-links/{token}" as const;

export interface LinkSettingsInput {
  password: string | null;
  expiresAt: string | null;
  maxDownloads: number | null;
}

export const linkQueries = {
  links: (moduleId: string, itemId: string) =>
    endpointQuery<typeof contracts.listLinks>(`GET ${item}/links`, { params: { moduleId, itemId } }, [
      moduleTag(moduleId),
    ]),
  /** A link's access log, its first page (the panel asks for the next ones itself). */
  log: (moduleId: string, itemId: string, linkId: string) =>
    endpointQuery<typeof contracts.linkLog>(
      `GET ${item}/links/{linkId}/downloads`,
      { params: { moduleId, itemId, linkId } },
      [moduleTag(moduleId)],
    ),
};

export const linksApi = {
  create: (moduleId: string, itemId: string, settings: LinkSettingsInput) =>
    call<typeof contracts.createLink>(`POST ${item}/links`, { params: { moduleId, itemId }, body: settings }),
  revoke: (moduleId: string, itemId: string, linkId: string) =>
    call<typeof contracts.revokeLink>(`DELETE ${item}/links/{linkId}`, {
      params: { moduleId, itemId, linkId },
    }),
  log: (moduleId: string, itemId: string, linkId: string, cursor: string | null) =>
    call<typeof contracts.linkLog>(`GET ${item}/links/{linkId}/downloads`, {
      params: { moduleId, itemId, linkId },
      query: cursor ? { cursor } : {},
    }),
  unlock: (token: string, password: string) =>
    call<typeof contracts.unlockLink>(`POST ${link}/unlock`, { params: { token }, body: { password } }),
  items: (token: string, folderId: string | null, cursor: string | null) =>
    call<typeof contracts.linkItems>(`GET ${link}/items`, {
      params: { token },
      query: { ...(folderId ? { folderId } : {}), ...(cursor ? { cursor } : {}) },
    }),
};

/** Where a link's download is: its file or folder (as a ZIP), or an item inside its folder. */
export const linkDownloadHref = (token: string, itemId?: string) =>
  `/api/v1/public/file-links/${encodeURIComponent(token)}/download${itemId ? `?itemId=${itemId}` : ""}`;
