"use client";

// Typed calls of File management's API (issue 35), through its contracts (modules/file-management/
// contracts.ts, imported as types only: the browser loads none of their schemas), and its live updates.
import { call, hrefOf } from "@/lib/client/api";
import { endpointQuery, moduleTag } from "@/lib/client/query/spec";
import { useRoomInvalidation } from "@/lib/client/query/use-room-invalidation";
import type { ModuleEnvelope } from "@/lib/modules/realtime";
import type * as contracts from "@/modules/file-management/contracts";
import {
  FILE_MANAGEMENT_TAG,
  type DriveTab,
  type FileManagementEvent,
  type SortDirection,
  type SortField,
  type TypeFilter,
} from "@/modules/file-management/shared/types";

const base = "/api/v1/file-management/{moduleId}" as const;

/** What a listing shows: a tab (a folder of my files), a search, a sort and a type filter. */
export interface ListView {
  tab: DriveTab;
  folderId: string | null;
  q: string;
  sort: { field: SortField; dir: SortDirection } | null;
  type: TypeFilter | null;
}

/** The module's reads, cached by route and input and tagged with the module (its room invalidates them). */
export const driveQueries = {
  /** One page of a listing (`cursor` null for the first). */
  items: (moduleId: string, view: ListView, cursor: string | null) =>
    endpointQuery<typeof contracts.listItems>(
      `GET ${base}/items`,
      {
        params: { moduleId },
        query: {
          tab: view.tab,
          ...(view.folderId && view.tab === "my-files" ? { folderId: view.folderId } : {}),
          ...(view.q.trim() ? { q: view.q.trim() } : {}),
          ...(view.sort ? { sort: view.sort.field, dir: view.sort.dir } : {}),
          ...(view.type ? { type: view.type } : {}),
          ...(cursor ? { cursor } : {}),
        },
      },
      [moduleTag(moduleId)],
    ),
  quota: (moduleId: string) =>
    endpointQuery<typeof contracts.getQuota>(`GET ${base}/quota`, { params: { moduleId } }, [
      moduleTag(moduleId),
    ]),
  versions: (moduleId: string, itemId: string) =>
    endpointQuery<typeof contracts.listVersions>(
      `GET ${base}/items/{itemId}/versions`,
      { params: { moduleId, itemId } },
      [moduleTag(moduleId)],
    ),
  shares: (moduleId: string, itemId: string) =>
    endpointQuery<typeof contracts.listShares>(
      `GET ${base}/items/{itemId}/shares`,
      { params: { moduleId, itemId } },
      [moduleTag(moduleId)],
    ),
  /** The members who can open the module (but the reader), to share with; `q` narrows by name or address. */
  people: (moduleId: string, q: string) =>
    endpointQuery<typeof contracts.listPeople>(`GET ${base}/people`, {
      params: { moduleId },
      query: q.trim() ? { q: q.trim() } : {},
    }),
  /** One page of the files other modules hold that the reader may read ("From modules"). */
  moduleFiles: (moduleId: string, q: string, type: TypeFilter | null, cursor: string | null) =>
    endpointQuery<typeof contracts.listModuleFiles>(
      `GET ${base}/module-files`,
      {
        params: { moduleId },
        query: {
          ...(q.trim() ? { q: q.trim() } : {}),
          ...(type ? { type } : {}),
          ...(cursor ? { cursor } : {}),
        },
      },
      [moduleTag(moduleId)],
    ),
  /** A folder's subfolders, for the move and copy picker (its first page, by name). */
  folders: (moduleId: string, parentId: string | null) =>
    endpointQuery<typeof contracts.listItems>(
      `GET ${base}/items`,
      {
        params: { moduleId },
        query: { tab: "my-files", type: "folder", ...(parentId ? { folderId: parentId } : {}) },
      },
      [moduleTag(moduleId)],
    ),
};

export const driveApi = {
  item: (moduleId: string, itemId: string) =>
    call<typeof contracts.getItem>(`GET ${base}/items/{itemId}`, { params: { moduleId, itemId } }),
  createFolder: (moduleId: string, parentId: string | null, name: string) =>
    call<typeof contracts.createFolder>(`POST ${base}/folders`, {
      params: { moduleId },
      body: { parentId, name },
    }),
  folderPaths: (moduleId: string, parentId: string | null, paths: string[]) =>
    call<typeof contracts.ensureFolderPaths>(`POST ${base}/folders/paths`, {
      params: { moduleId },
      body: { parentId, paths },
    }),
  conflicts: (moduleId: string, parentId: string | null, names: string[]) =>
    call<typeof contracts.findConflicts>(`POST ${base}/items/conflicts`, {
      params: { moduleId },
      body: { parentId, names },
    }),
  rename: (moduleId: string, itemId: string, name: string) =>
    call<typeof contracts.renameItem>(`PATCH ${base}/items/{itemId}`, {
      params: { moduleId, itemId },
      body: { name },
    }),
  move: (moduleId: string, ids: string[], parentId: string | null) =>
    call<typeof contracts.moveItems>(`POST ${base}/items/move`, {
      params: { moduleId },
      body: { ids, parentId },
    }),
  copy: (moduleId: string, ids: string[], parentId: string | null) =>
    call<typeof contracts.copyItems>(`POST ${base}/items/copy`, {
      params: { moduleId },
      body: { ids, parentId },
    }),
  trash: (moduleId: string, ids: string[]) =>
    call<typeof contracts.trashItems>(`POST ${base}/items/trash`, { params: { moduleId }, body: { ids } }),
  restore: (moduleId: string, ids: string[]) =>
    call<typeof contracts.restoreItems>(`POST ${base}/items/restore`, {
      params: { moduleId },
      body: { ids },
    }),
  deleteForGood: (moduleId: string, ids: string[]) =>
    call<typeof contracts.deleteItems>(`POST ${base}/items/delete`, { params: { moduleId }, body: { ids } }),
  emptyTrash: (moduleId: string) =>
    call<typeof contracts.emptyTrash>(`DELETE ${base}/trash`, { params: { moduleId } }),
  bookmark: (moduleId: string, itemId: string, starred: boolean) =>
    starred
      ? call<typeof contracts.bookmarkItem>(`PUT ${base}/items/{itemId}/bookmark`, {
          params: { moduleId, itemId },
        })
      : call<typeof contracts.unbookmarkItem>(`DELETE ${base}/items/{itemId}/bookmark`, {
          params: { moduleId, itemId },
        }),
  restoreVersion: (moduleId: string, itemId: string, versionId: string) =>
    call<typeof contracts.restoreVersion>(`POST ${base}/items/{itemId}/versions/{versionId}/restore`, {
      params: { moduleId, itemId, versionId },
    }),
  share: (moduleId: string, itemId: string, userId: string, role: "view" | "edit") =>
    call<typeof contracts.shareItem>(`PUT ${base}/items/{itemId}/shares`, {
      params: { moduleId, itemId },
      body: { userId, role },
    }),
  unshare: (moduleId: string, itemId: string, userId: string) =>
    call<typeof contracts.unshareItem>(`DELETE ${base}/items/{itemId}/shares/{userId}`, {
      params: { moduleId, itemId, userId },
    }),
};

/** Where a file's bytes are (inline, or as a download; an earlier version by its id). */
export const contentHref = (
  moduleId: string,
  itemId: string,
  options: { download?: boolean; version?: string } = {},
) =>
  hrefOf<typeof contracts.readContent>(`GET ${base}/items/{itemId}/content`, {
    params: { moduleId, itemId },
    query: {
      ...(options.download ? { download: "1" } : {}),
      ...(options.version ? { version: options.version } : {}),
    },
  });

/** A folder as a ZIP. */
export const zipHref = (moduleId: string, itemId: string) =>
  hrefOf<typeof contracts.zipFolder>(`GET ${base}/items/{itemId}/zip`, { params: { moduleId, itemId } });

/** Where tus creates uploads. */
export const uploadsEndpoint = (moduleId: string) => `/api/v1/file-management/${moduleId}/uploads`;

const isItemsChanged = (envelope: ModuleEnvelope) =>
  envelope.tag === FILE_MANAGEMENT_TAG &&
  (envelope.event as FileManagementEvent | null)?.type === "items.changed";

/** Reads the module's lists again when its room says items changed (another tab's or person's change). */
export function useDriveLive(moduleId: string): void {
  useRoomInvalidation(moduleId, { events: isItemsChanged });
}
