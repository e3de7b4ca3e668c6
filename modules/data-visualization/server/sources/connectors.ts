import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, ownerColumns, type ModuleScope } from "@/lib/server/modules/module-scope";
import { seal, unseal } from "@/lib/server/security/seal";
import { parseInput } from "@/lib/server/validation";
import {
  connectorParamsSchema,
  createConnectorSchema,
  querySchema,
  updateConnectorSchema,
} from "@/modules/data-visualization/schemas/sources";
import {
  CONNECTOR_PREVIEW_ROWS,
  type Connector,
  type SourceRows,
} from "@/modules/data-visualization/shared/sources";
import { dataVisualizationScope } from "../scope";
import { runSql, testConnection, type ConnectionInfo } from "./run-sql";

// External PostgreSQL connectors of a module: who may add to the module adds them (tested first),
// who may edit changes them, who may delete removes them; anyone reading the module charts them and
// runs queries in the SQL editor (read-only, one SELECT, cut: run-sql.ts). The password is sealed
// (AES-256-GCM under a key derived from AUTH_SECRET, bound to the connector's id) and never answered
// or logged.

const PURPOSE = "data-visualization.connector";

/** A connector's password as stored: sealed with this server's key, bound to the connector's id. */
export const sealConnectorPassword = (connectorId: string, password: string): string =>
  seal(PURPOSE, connectorId, password);

const connectorSelect = {
  id: true,
  name: true,
  host: true,
  port: true,
  database: true,
  user: true,
  ssl: true,
  createdAt: true,
  testedAt: true,
  passwordSealed: true,
} satisfies Prisma.DataConnectorSelect;
type ConnectorRow = Prisma.DataConnectorGetPayload<{ select: typeof connectorSelect }>;

const connectorOf = (row: ConnectorRow): Connector => ({
  id: row.id,
  type: "postgresql",
  name: row.name,
  host: row.host,
  port: row.port,
  database: row.database,
  user: row.user,
  ssl: row.ssl,
  createdAt: row.createdAt.toISOString(),
  testedAt: row.testedAt?.toISOString() ?? null,
});

const infoOf = (row: ConnectorRow): ConnectionInfo => ({
  host: row.host,
  port: row.port,
  database: row.database,
  user: row.user,
  password: unseal(PURPOSE, row.id, row.passwordSealed),
  ssl: row.ssl,
});

/** A connector of the module with what connecting needs (else 404). */
export async function connectorIn(
  scope: Pick<ModuleScope, "moduleId">,
  connectorId: string,
): Promise<{ connector: Connector; info: ConnectionInfo }> {
  const found = await findConnector(scope, connectorId);
  if (!found) throw notFound("errors.connectorNotFound");
  return found;
}

/** A connector of the module with what connecting needs, or null (a chart whose connector was deleted). */
export async function findConnector(
  scope: Pick<ModuleScope, "moduleId">,
  connectorId: string,
): Promise<{ connector: Connector; info: ConnectionInfo } | null> {
  const row = await getDb().dataConnector.findFirst({
    where: { id: connectorId, moduleId: scope.moduleId },
    select: connectorSelect,
  });
  return row && { connector: connectorOf(row), info: infoOf(row) };
}

export async function listConnectors(actor: Actor, moduleId: unknown, locale: Locale): Promise<Connector[]> {
  const scope = await dataVisualizationScope(actor, moduleId, locale);
  const rows = await getDb().dataConnector.findMany({
    where: { moduleId: scope.moduleId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
    select: connectorSelect,
  });
  return rows.map(connectorOf);
}

export async function createConnector(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<Connector> {
  const scope = await dataVisualizationScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const body = parseInput(createConnectorSchema, input.body);
  await testConnection(body);
  const id = newId();
  const row = await getDb().dataConnector.create({
    data: {
      id,
      workspaceId: scope.membership.workspaceId,
      ...ownerColumns(scope),
      name: body.name,
      host: body.host,
      port: body.port,
      database: body.database,
      user: body.user,
      passwordSealed: sealConnectorPassword(id, body.password),
      ssl: body.ssl,
      testedAt: new Date(),
      createdById: actor.userId,
    },
    select: connectorSelect,
  });
  return connectorOf(row);
}

export async function updateConnector(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<Connector> {
  const params = parseInput(connectorParamsSchema, input.params);
  const scope = await dataVisualizationScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "edit");
  const { info } = await connectorIn(scope, params.connectorId);
  const body = parseInput(updateConnectorSchema, input.body);
  const next: ConnectionInfo = {
    host: body.host ?? info.host,
    port: body.port ?? info.port,
    database: body.database ?? info.database,
    user: body.user ?? info.user,
    password: body.password || info.password,
    ssl: body.ssl ?? info.ssl,
  };
  await testConnection(next);
  const row = await getDb().dataConnector.update({
    where: { id: params.connectorId },
    data: {
      name: body.name,
      host: next.host,
      port: next.port,
      database: next.database,
      user: next.user,
      ssl: next.ssl,
      passwordSealed: seal(PURPOSE, params.connectorId, next.password),
      testedAt: new Date(),
    },
    select: connectorSelect,
  });
  return connectorOf(row);
}

export async function deleteConnector(
  actor: Actor,
  params: unknown,
  locale: Locale,
): Promise<{ id: string }> {
  const parsed = parseInput(connectorParamsSchema, params);
  const scope = await dataVisualizationScope(actor, parsed.moduleId, locale);
  assertModuleCan(scope, "delete");
  const { connector } = await connectorIn(scope, parsed.connectorId);
  await getDb().dataConnector.deleteMany({ where: { id: connector.id } });
  return { id: connector.id };
}

/** POST …/connectors/{connectorId}/query: the SQL editor's run (its first 100 rows). */
export async function runConnectorQuery(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<SourceRows> {
  const params = parseInput(connectorParamsSchema, input.params);
  const scope = await dataVisualizationScope(actor, params.moduleId, locale);
  const { sql } = parseInput(querySchema, input.body);
  const { info } = await connectorIn(scope, params.connectorId);
  return runSql(info, sql, CONNECTOR_PREVIEW_ROWS);
}
