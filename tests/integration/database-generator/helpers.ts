import * as databasesRoute from "@/app/api/v1/database-generator/[moduleId]/databases/route";
import * as databaseRoute from "@/app/api/v1/database-generator/[moduleId]/databases/[databaseId]/route";
import * as tablesRoute from "@/app/api/v1/database-generator/[moduleId]/databases/[databaseId]/tables/route";
import * as tableRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/route";
import * as cloneRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/clone/route";
import * as columnsRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/columns/route";
import * as columnRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/columns/[columnId]/route";
import * as recordsRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/records/route";
import * as recordRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/records/[recordId]/route";
import * as bulkCreateRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/records/bulk-create/route";
import * as bulkUpdateRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/records/bulk-update/route";
import * as bulkDeleteRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/records/bulk-delete/route";
import * as historyRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/records/[recordId]/history/route";
import * as commentsRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/records/[recordId]/comments/route";
import * as commentRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/records/[recordId]/comments/[commentId]/route";
import * as conversionsRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/columns/[columnId]/conversions/route";
import * as conversionRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/conversions/[conversionId]/route";
import { NextRequest } from "next/server";
import { getDb } from "@/lib/server/db";
import type {
  Column,
  Conversion,
  Database,
  DatabaseDetail,
  DbRecordAnswer,
  RecordChange,
  RecordComment,
  RecordPage,
  Table,
} from "@/modules/database-generator/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call, type CallResult } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

export interface Dbs {
  team: Team;
  projectId: string;
  moduleId: string;
}

/** A team with a project holding a database generator module ("Data"). */
export async function seedDbs(name = "Acme Data"): Promise<Dbs> {
  const team = await seedTeam(name);
  const project = await seedProject(getDb(), team.workspace.id, { name: "Launch" });
  const moduleId = (await seedProjectModule(getDb(), project.id, { tag: "DatabaseGenerator", name: "Data" }))
    .id;
  return { team, projectId: project.id, moduleId };
}

type Handler = Parameters<typeof call>[0];
const url = (moduleId: string, rest: string) =>
  `http://localhost:3000/api/v1/database-generator/${moduleId}${rest}`;

function hit<T>(
  handler: unknown,
  by: Caller,
  params: Record<string, string>,
  rest: string,
  extra: { method?: string; body?: unknown; query?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  const query = extra.query ? `?${new URLSearchParams(extra.query)}` : "";
  return call<T>(handler as Handler, {
    token: by.token,
    params,
    url: url(params.moduleId!, `${rest}${query}`),
    ...(extra.method ? { method: extra.method } : {}),
    ...(extra.body !== undefined ? { body: extra.body } : {}),
  });
}

export const api = (moduleId: string, by: Caller) => ({
  listDatabases: () => hit<{ data: Database[] }>(databasesRoute.GET, by, { moduleId }, "/databases"),
  createDatabase: (body: unknown) =>
    hit<DatabaseDetail>(databasesRoute.POST, by, { moduleId }, "/databases", { method: "POST", body }),
  getDatabase: (databaseId: string) =>
    hit<DatabaseDetail>(databaseRoute.GET, by, { moduleId, databaseId }, `/databases/${databaseId}`),
  updateDatabase: (databaseId: string, body: unknown) =>
    hit<DatabaseDetail>(databaseRoute.PATCH, by, { moduleId, databaseId }, `/databases/${databaseId}`, {
      method: "PATCH",
      body,
    }),
  deleteDatabase: (databaseId: string) =>
    hit(databaseRoute.DELETE, by, { moduleId, databaseId }, `/databases/${databaseId}`, { method: "DELETE" }),
  createTable: (databaseId: string, body: unknown) =>
    hit<Table>(tablesRoute.POST, by, { moduleId, databaseId }, `/databases/${databaseId}/tables`, {
      method: "POST",
      body,
    }),
  getTable: (tableId: string) => hit<Table>(tableRoute.GET, by, { moduleId, tableId }, `/tables/${tableId}`),
  updateTable: (tableId: string, body: unknown) =>
    hit<Table>(tableRoute.PATCH, by, { moduleId, tableId }, `/tables/${tableId}`, { method: "PATCH", body }),
  deleteTable: (tableId: string) =>
    hit(tableRoute.DELETE, by, { moduleId, tableId }, `/tables/${tableId}`, { method: "DELETE" }),
  cloneTable: (tableId: string, body: unknown = {}) =>
    hit<Table>(cloneRoute.POST, by, { moduleId, tableId }, `/tables/${tableId}/clone`, {
      method: "POST",
      body,
    }),
  createColumn: (tableId: string, body: unknown) =>
    hit<Column>(columnsRoute.POST, by, { moduleId, tableId }, `/tables/${tableId}/columns`, {
      method: "POST",
      body,
    }),
  updateColumn: (tableId: string, columnId: string, body: unknown) =>
    hit<Column>(
      columnRoute.PATCH,
      by,
      { moduleId, tableId, columnId },
      `/tables/${tableId}/columns/${columnId}`,
      {
        method: "PATCH",
        body,
      },
    ),
  deleteColumn: (tableId: string, columnId: string) =>
    hit(columnRoute.DELETE, by, { moduleId, tableId, columnId }, `/tables/${tableId}/columns/${columnId}`, {
      method: "DELETE",
    }),
  listRecords: (tableId: string, query: Record<string, string> = {}) =>
    hit<RecordPage>(recordsRoute.GET, by, { moduleId, tableId }, `/tables/${tableId}/records`, { query }),
  createRecord: (tableId: string, cells: unknown) =>
    hit<DbRecordAnswer>(recordsRoute.POST, by, { moduleId, tableId }, `/tables/${tableId}/records`, {
      method: "POST",
      body: { cells },
    }),
  getRecord: (tableId: string, recordId: string) =>
    hit<DbRecordAnswer>(
      recordRoute.GET,
      by,
      { moduleId, tableId, recordId },
      `/tables/${tableId}/records/${recordId}`,
    ),
  updateRecord: (tableId: string, recordId: string, cells: unknown) =>
    hit<DbRecordAnswer>(
      recordRoute.PATCH,
      by,
      { moduleId, tableId, recordId },
      `/tables/${tableId}/records/${recordId}`,
      { method: "PATCH", body: { cells } },
    ),
  deleteRecord: (tableId: string, recordId: string) =>
    hit(recordRoute.DELETE, by, { moduleId, tableId, recordId }, `/tables/${tableId}/records/${recordId}`, {
      method: "DELETE",
    }),
  bulkCreate: (tableId: string, records: unknown) =>
    hit<{ data: DbRecordAnswer[] }>(
      bulkCreateRoute.POST,
      by,
      { moduleId, tableId },
      `/tables/${tableId}/records/bulk-create`,
      {
        method: "POST",
        body: { records },
      },
    ),
  bulkUpdate: (tableId: string, records: unknown) =>
    hit<{ data: DbRecordAnswer[] }>(
      bulkUpdateRoute.POST,
      by,
      { moduleId, tableId },
      `/tables/${tableId}/records/bulk-update`,
      {
        method: "POST",
        body: { records },
      },
    ),
  bulkDelete: (tableId: string, ids: unknown) =>
    hit<{ deleted: number }>(
      bulkDeleteRoute.POST,
      by,
      { moduleId, tableId },
      `/tables/${tableId}/records/bulk-delete`,
      {
        method: "POST",
        body: { ids },
      },
    ),
});

/** A database with one table of the given columns (made by `by`); the table with its columns. */
export async function seedTable(dbs: Dbs, by: Caller, columns: unknown[], name = "Orders"): Promise<Table> {
  const client = api(dbs.moduleId, by);
  const database = await client.createDatabase({ name: "Shop", description: "Sales" });
  if (database.status !== 201)
    throw new Error(`database: ${database.status} ${JSON.stringify(database.body)}`);
  const table = await client.createTable(database.body.id, { name, columns });
  if (table.status !== 201) throw new Error(`table: ${table.status} ${JSON.stringify(table.body)}`);
  return table.body;
}

/** The rows of a table's records table, or null when it is gone (counted behind the API's back). */
export async function physicalCount(workspaceId: string, tableId: string): Promise<number | null> {
  const [found] = await getDb().$queryRawUnsafe<{ name: string | null }[]>(
    `SELECT to_regclass('"db_${workspaceId}"."t_${tableId}"')::text AS name`,
  );
  if (!found?.name) return null;
  const [row] = await getDb().$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM ${found.name}`,
  );
  return row?.n ?? 0;
}

export const recordApi = (moduleId: string, by: Caller, tableId: string, recordId: string) => {
  const params = { moduleId, tableId, recordId };
  const path = `/tables/${tableId}/records/${recordId}`;
  return {
    history: (cursor?: string) =>
      hit<{ data: RecordChange[]; nextCursor: string | null }>(
        historyRoute.GET,
        by,
        params,
        `${path}/history`,
        {
          ...(cursor ? { query: { cursor } } : {}),
        },
      ),
    comments: () =>
      hit<{ data: RecordComment[]; total: number }>(commentsRoute.GET, by, params, `${path}/comments`),
    comment: (body: unknown) =>
      hit<RecordComment>(commentsRoute.POST, by, params, `${path}/comments`, {
        method: "POST",
        body: { body },
      }),
    deleteComment: (commentId: string) =>
      hit(commentRoute.DELETE, by, { ...params, commentId }, `${path}/comments/${commentId}`, {
        method: "DELETE",
      }),
  };
};

export const conversionApi = (moduleId: string, by: Caller, tableId: string) => ({
  start: (columnId: string, body: unknown) =>
    hit<Conversion>(
      conversionsRoute.POST,
      by,
      { moduleId, tableId, columnId },
      `/tables/${tableId}/columns/${columnId}/conversions`,
      {
        method: "POST",
        body,
      },
    ),
  get: (conversionId: string) =>
    hit<Conversion>(
      conversionRoute.GET,
      by,
      { moduleId, tableId, conversionId },
      `/tables/${tableId}/conversions/${conversionId}`,
    ),
});

/** A GET of a download (an export) as its status, headers and bytes. */
export async function downloadFrom(
  moduleId: string,
  handler: unknown,
  by: Caller,
  params: Record<string, string>,
  path: string,
  query: Record<string, string>,
) {
  const url = `http://localhost:3000/api/v1/database-generator/${moduleId}${path}?${new URLSearchParams(query)}`;
  const req = new NextRequest(url, {
    headers: { authorization: `Bearer ${by.token}`, "x-forwarded-for": "10.0.0.1" },
  });
  const res = await (
    handler as (r: NextRequest, c: { params: Promise<Record<string, string>> }) => Promise<Response>
  )(req, {
    params: Promise.resolve({ moduleId, ...params }),
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
