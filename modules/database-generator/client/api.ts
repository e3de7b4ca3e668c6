"use client";

// Typed calls of the database generator's API (issue 36), through its contracts (imported as types
// only: the browser loads none of their schemas), and its live updates.
import { ApiError, call, clientId, hrefOf } from "@/lib/client/api";
import { uploadFile } from "@/lib/client/upload";
import type { AnyEndpoint, CallInput } from "@/lib/contracts/endpoint";
import { endpointQuery, moduleTag } from "@/lib/client/query/spec";
import { useRoomInvalidation } from "@/lib/client/query/use-room-invalidation";
import type * as contracts from "@/modules/database-generator/contracts";
import type * as exchange from "@/modules/database-generator/contracts/exchange";
import type * as fileContracts from "@/modules/database-generator/contracts/files";
import type * as viewContracts from "@/modules/database-generator/contracts/views";
import type { ColumnType } from "@/modules/database-generator/shared/columns";
import { sortsText, type FilterGroup, type Sort } from "@/modules/database-generator/shared/filters";
import type { Attachment, ImportResult } from "@/modules/database-generator/shared/types";

const base = "/api/v1/database-generator/{moduleId}" as const;

/** What a table's grid shows: its sorts, its filter (null: none) and a search. */
export interface RecordsView {
  sorts: Sort[];
  filter: FilterGroup | null;
  q: string;
}

/** A view's filter and search as query parameters (what the records and the groups read). */
const narrowing = (view: Pick<RecordsView, "filter" | "q">) => ({
  ...(view.filter && view.filter.conditions.length > 0 ? { filter: JSON.stringify(view.filter) } : {}),
  ...(view.q.trim() ? { q: view.q.trim() } : {}),
});
const viewQuery = (view: RecordsView) => ({
  ...(view.sorts.length > 0 ? { sort: sortsText(view.sorts) } : {}),
  ...narrowing(view),
});

/** The module's reads, tagged with the module (its room invalidates them). */
export const dbQueries = {
  databases: (moduleId: string) =>
    endpointQuery<typeof contracts.listDatabases>(`GET ${base}/databases`, { params: { moduleId } }, [
      moduleTag(moduleId),
    ]),
  database: (moduleId: string, databaseId: string) =>
    endpointQuery<typeof contracts.getDatabase>(
      `GET ${base}/databases/{databaseId}`,
      { params: { moduleId, databaseId } },
      [moduleTag(moduleId)],
    ),
  table: (moduleId: string, tableId: string) =>
    endpointQuery<typeof contracts.getTable>(
      `GET ${base}/tables/{tableId}`,
      { params: { moduleId, tableId } },
      [moduleTag(moduleId)],
    ),
  /** A window of a view's records (`offset`, at most 500). */
  records: (moduleId: string, tableId: string, view: RecordsView, offset: number, limit: number) =>
    endpointQuery<typeof contracts.listRecords>(
      `GET ${base}/tables/{tableId}/records`,
      { params: { moduleId, tableId }, query: { offset, limit, ...viewQuery(view) } },
      [moduleTag(moduleId)],
    ),
  /** A view's groups by a column (its filter and search). */
  groups: (
    moduleId: string,
    tableId: string,
    group: { columnId: string; dir: "asc" | "desc" },
    view: RecordsView,
  ) =>
    endpointQuery<typeof contracts.listGroups>(
      `GET ${base}/tables/{tableId}/groups`,
      {
        params: { moduleId, tableId },
        query: {
          column: group.columnId,
          dir: group.dir,
          ...narrowing(view),
        },
      },
      [moduleTag(moduleId)],
    ),
  history: (moduleId: string, tableId: string, recordId: string) =>
    endpointQuery<typeof contracts.recordHistory>(
      `GET ${base}/tables/{tableId}/records/{recordId}/history`,
      { params: { moduleId, tableId, recordId } },
      [moduleTag(moduleId)],
    ),
  comments: (moduleId: string, tableId: string, recordId: string) =>
    endpointQuery<typeof contracts.listComments>(
      `GET ${base}/tables/{tableId}/records/{recordId}/comments`,
      { params: { moduleId, tableId, recordId } },
      [moduleTag(moduleId)],
    ),
  /** A table's saved views in their order. */
  views: (moduleId: string, tableId: string) =>
    endpointQuery<typeof viewContracts.listViews>(
      `GET ${base}/tables/{tableId}/views`,
      { params: { moduleId, tableId } },
      [moduleTag(moduleId)],
    ),
  templates: (moduleId: string) =>
    endpointQuery<typeof exchange.listTemplates>(`GET ${base}/templates`, { params: { moduleId } }),
};

type BodyIn<E extends AnyEndpoint> = CallInput<E> extends { body: infer B } ? B : never;
export type ColumnBody = BodyIn<typeof contracts.createColumn>;
export type ColumnChange = BodyIn<typeof contracts.updateColumn>;
export type Cells = BodyIn<typeof contracts.createRecord>["cells"];
export type DraftBody = BodyIn<typeof exchange.createFromDraft>;

export const dbApi = {
  /** A window of a view's records, read now (not through the cache). */
  records: (moduleId: string, tableId: string, view: RecordsView, offset: number, limit: number) =>
    call<typeof contracts.listRecords>(`GET ${base}/tables/{tableId}/records`, {
      params: { moduleId, tableId },
      query: { offset, limit, ...viewQuery(view) },
    }),
  createDatabase: (moduleId: string, name: string, description: string) =>
    call<typeof contracts.createDatabase>(`POST ${base}/databases`, {
      params: { moduleId },
      body: { name, description },
    }),
  updateDatabase: (moduleId: string, databaseId: string, body: { name?: string; description?: string }) =>
    call<typeof contracts.updateDatabase>(`PATCH ${base}/databases/{databaseId}`, {
      params: { moduleId, databaseId },
      body,
    }),
  deleteDatabase: (moduleId: string, databaseId: string) =>
    call<typeof contracts.deleteDatabase>(`DELETE ${base}/databases/{databaseId}`, {
      params: { moduleId, databaseId },
    }),
  createTable: (moduleId: string, databaseId: string, name: string, description: string) =>
    call<typeof contracts.createTable>(`POST ${base}/databases/{databaseId}/tables`, {
      params: { moduleId, databaseId },
      body: { name, description },
    }),
  updateTable: (moduleId: string, tableId: string, body: { name?: string; description?: string }) =>
    call<typeof contracts.updateTable>(`PATCH ${base}/tables/{tableId}`, {
      params: { moduleId, tableId },
      body,
    }),
  deleteTable: (moduleId: string, tableId: string) =>
    call<typeof contracts.deleteTable>(`DELETE ${base}/tables/{tableId}`, { params: { moduleId, tableId } }),
  cloneTable: (moduleId: string, tableId: string, withRecords: boolean) =>
    call<typeof contracts.cloneTable>(`POST ${base}/tables/{tableId}/clone`, {
      params: { moduleId, tableId },
      body: { withRecords },
    }),
  createColumn: (moduleId: string, tableId: string, body: ColumnBody) =>
    call<typeof contracts.createColumn>(`POST ${base}/tables/{tableId}/columns`, {
      params: { moduleId, tableId },
      body,
    }),
  updateColumn: (moduleId: string, tableId: string, columnId: string, body: ColumnChange) =>
    call<typeof contracts.updateColumn>(`PATCH ${base}/tables/{tableId}/columns/{columnId}`, {
      params: { moduleId, tableId, columnId },
      body,
    }),
  deleteColumn: (moduleId: string, tableId: string, columnId: string) =>
    call<typeof contracts.deleteColumn>(`DELETE ${base}/tables/{tableId}/columns/{columnId}`, {
      params: { moduleId, tableId, columnId },
    }),
  startConversion: (
    moduleId: string,
    tableId: string,
    columnId: string,
    body: BodyIn<typeof contracts.startConversion>,
  ) =>
    call<typeof contracts.startConversion>(`POST ${base}/tables/{tableId}/columns/{columnId}/conversions`, {
      params: { moduleId, tableId, columnId },
      body,
    }),
  conversion: (moduleId: string, tableId: string, conversionId: string) =>
    call<typeof contracts.getConversion>(`GET ${base}/tables/{tableId}/conversions/{conversionId}`, {
      params: { moduleId, tableId, conversionId },
    }),
  record: (moduleId: string, tableId: string, recordId: string) =>
    call<typeof contracts.getRecord>(`GET ${base}/tables/{tableId}/records/{recordId}`, {
      params: { moduleId, tableId, recordId },
    }),
  createRecord: (moduleId: string, tableId: string, cells: Cells) =>
    call<typeof contracts.createRecord>(`POST ${base}/tables/{tableId}/records`, {
      params: { moduleId, tableId },
      body: { cells },
    }),
  updateRecord: (moduleId: string, tableId: string, recordId: string, cells: Cells) =>
    call<typeof contracts.updateRecord>(`PATCH ${base}/tables/{tableId}/records/{recordId}`, {
      params: { moduleId, tableId, recordId },
      body: { cells },
    }),
  deleteRecords: (moduleId: string, tableId: string, ids: string[]) =>
    call<typeof contracts.bulkDeleteRecords>(`POST ${base}/tables/{tableId}/records/bulk-delete`, {
      params: { moduleId, tableId },
      body: { ids },
    }),
  bulkCreate: (moduleId: string, tableId: string, records: { cells: Cells }[]) =>
    call<typeof contracts.bulkCreateRecords>(`POST ${base}/tables/{tableId}/records/bulk-create`, {
      params: { moduleId, tableId },
      body: { records },
    }),
  bulkUpdate: (moduleId: string, tableId: string, records: { id: string; cells: Cells }[]) =>
    call<typeof contracts.bulkUpdateRecords>(`POST ${base}/tables/{tableId}/records/bulk-update`, {
      params: { moduleId, tableId },
      body: { records },
    }),
  addComment: (moduleId: string, tableId: string, recordId: string, body: string) =>
    call<typeof contracts.addComment>(`POST ${base}/tables/{tableId}/records/{recordId}/comments`, {
      params: { moduleId, tableId, recordId },
      body: { body },
    }),
  deleteComment: (moduleId: string, tableId: string, recordId: string, commentId: string) =>
    call<typeof contracts.deleteComment>(
      `DELETE ${base}/tables/{tableId}/records/{recordId}/comments/{commentId}`,
      {
        params: { moduleId, tableId, recordId, commentId },
      },
    ),
  createView: (moduleId: string, tableId: string, body: BodyIn<typeof viewContracts.createView>) =>
    call<typeof viewContracts.createView>(`POST ${base}/tables/{tableId}/views`, {
      params: { moduleId, tableId },
      body,
    }),
  updateView: (
    moduleId: string,
    tableId: string,
    viewId: string,
    body: BodyIn<typeof viewContracts.updateView>,
  ) =>
    call<typeof viewContracts.updateView>(`PATCH ${base}/tables/{tableId}/views/{viewId}`, {
      params: { moduleId, tableId, viewId },
      body,
    }),
  deleteView: (moduleId: string, tableId: string, viewId: string) =>
    call<typeof viewContracts.deleteView>(`DELETE ${base}/tables/{tableId}/views/{viewId}`, {
      params: { moduleId, tableId, viewId },
    }),
  /** Uploads a file for the table's attachment cells, with its progress (0..100); abortable. */
  upload: (
    moduleId: string,
    tableId: string,
    file: File,
    options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
  ) =>
    uploadFile<Attachment>(file, {
      url: hrefOf<typeof fileContracts.uploadAttachment>(`POST ${base}/tables/{tableId}/files`, {
        params: { moduleId, tableId },
      }),
      ...options,
    }),
  draft: (moduleId: string, prompt: string) =>
    call<typeof exchange.draftDatabase>(`POST ${base}/databases/draft`, {
      params: { moduleId },
      body: { prompt },
    }),
  fromDraft: (moduleId: string, draft: DraftBody) =>
    call<typeof exchange.createFromDraft>(`POST ${base}/databases/from-draft`, {
      params: { moduleId },
      body: draft,
    }),
};

/** Where a view of a table downloads as CSV or XLSX. */
export const exportHref = (moduleId: string, tableId: string, format: "csv" | "xlsx", view: RecordsView) =>
  hrefOf<typeof exchange.exportTable>(`GET ${base}/tables/{tableId}/export`, {
    params: { moduleId, tableId },
    query: { format, ...viewQuery(view) },
  });

/** Where a database's schema downloads as DDL or JSON. */
export const schemaHref = (
  moduleId: string,
  databaseId: string,
  format: "postgresql" | "sqlserver" | "json",
) =>
  hrefOf<typeof exchange.exportSchema>(`GET ${base}/databases/{databaseId}/schema`, {
    params: { moduleId, databaseId },
    query: { format },
  });

export interface ImportRequest {
  name: string;
  format: "csv" | "tsv" | "xlsx";
  header: boolean;
  columns: ({ name: string; type: ColumnType } | null)[];
  body: Blob;
}

/**
 * Sends a file (or pasted text) as a new table of the database, telling how much of it went
 * (`onProgress`, 0–1: the server reads the body as fast as it writes its rows, so this is the
 * import's progress too). Rejects with an ApiError as `call` does.
 */
export function importTable(
  moduleId: string,
  databaseId: string,
  request: ImportRequest,
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<ImportResult> {
  const url = hrefOf<typeof exchange.importTable>(`POST ${base}/databases/{databaseId}/imports`, {
    params: { moduleId, databaseId },
    query: {
      name: request.name,
      format: request.format,
      header: request.header ? "true" : "false",
      columns: JSON.stringify(request.columns),
    },
  });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("x-client-id", clientId());
    xhr.setRequestHeader("content-type", "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as ImportResult);
      const message = (body as { message?: unknown } | null)?.message;
      const messages = Array.isArray(message)
        ? message.map(String)
        : typeof message === "string"
          ? [message]
          : [];
      reject(new ApiError(xhr.status, messages, body));
    };
    xhr.onerror = () => reject(new ApiError(0, []));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}

/** Reads the module's views again when its room says something changed (another tab or person). */
export function useDatabasesLive(moduleId: string): void {
  useRoomInvalidation(moduleId);
}
