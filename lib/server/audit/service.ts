import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AUDIT_PAGE_SIZE } from "@/lib/audit/actions";
import type { AuditEntry, AuditSettings } from "@/lib/audit/types";
import type { Page } from "@/lib/contracts/endpoint";
import { auditQuerySchema, auditSettingsInputSchema, type AuditQuery } from "@/lib/schemas/audit-log";
import { afterKeyset, keysetPage } from "@/lib/server/api/keyset";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, forbidden } from "@/lib/server/errors";
import { csvStream } from "@/lib/server/export/streams";
import { atLeast } from "@/lib/server/permissions/roles";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import { recordAudit } from "./record";

// The workspace's audit log (issue 39): read, filtered and exported by its owners and admins, who
// also choose how long it keeps entries (the daily purge-audit-log job deletes older ones).

function canRead(membership: Membership): boolean {
  return membership.isOwner || atLeast(membership.role, "admin");
}

async function adminMembership(actor: Actor): Promise<Membership> {
  const membership = await activeMembership(actor);
  if (!canRead(membership)) throw forbidden("errors.auditLogAdminOnly");
  return membership;
}

export async function mayReadAuditLog(actor: Actor): Promise<boolean> {
  return canRead(await activeMembership(actor));
}

const entrySelect = {
  id: true,
  action: true,
  actorId: true,
  actorName: true,
  actorEmail: true,
  targetType: true,
  targetId: true,
  targetLabel: true,
  before: true,
  after: true,
  ip: true,
  userAgent: true,
  tokenPrefix: true,
  createdAt: true,
} satisfies Prisma.AuditLogEntrySelect;

type EntryRow = Prisma.AuditLogEntryGetPayload<{ select: typeof entrySelect }>;

const recorded = (value: Prisma.JsonValue | null) =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

function toEntry(row: EntryRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? "", email: row.actorEmail ?? "" } : null,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    before: recorded(row.before),
    after: recorded(row.after),
    ip: row.ip,
    userAgent: row.userAgent,
    tokenPrefix: row.tokenPrefix,
    createdAt: row.createdAt.toISOString(),
  };
}

const DAY_MS = 86_400_000;

/** The filters as a condition; dates are whole UTC days, `to` included. */
function whereOf(workspaceId: string, query: AuditQuery): Prisma.AuditLogEntryWhereInput {
  const from = query.from ? new Date(`${query.from}T00:00:00.000Z`) : null;
  const to = query.to ? new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS) : null;
  if (from && to && from >= to) throw badRequest("validation.auditDateRange");
  return {
    workspaceId,
    ...(query.action ? { action: query.action } : {}),
    ...(query.targetType ? { targetType: query.targetType } : {}),
    ...(query.actorId ? { actorId: query.actorId } : {}),
    ...(query.targetId ? { targetId: query.targetId } : {}),
    ...(from || to ? { createdAt: { ...(from ? { gte: from } : {}), ...(to ? { lt: to } : {}) } } : {}),
  };
}

/** A page of entries, newest first. */
export async function listAuditLog(actor: Actor, rawQuery: unknown): Promise<Page<AuditEntry>> {
  const membership = await adminMembership(actor);
  const query = parseInput(auditQuerySchema, rawQuery);
  const rows = await getDb().auditLogEntry.findMany({
    where: { AND: [whereOf(membership.workspaceId, query), afterKeyset("createdAt", query.cursor ?? null)] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: AUDIT_PAGE_SIZE + 1,
    select: entrySelect,
  });
  return keysetPage(rows, (row) => row.createdAt, toEntry, AUDIT_PAGE_SIZE);
}

/** Every matching entry as CSV, read in keyset batches as fast as the client takes them. */
export async function exportAuditLog(
  actor: Actor,
  rawQuery: unknown,
): Promise<{ filename: string; contentType: string; body: ReadableStream<Uint8Array> }> {
  const membership = await adminMembership(actor);
  const query = parseInput(auditQuerySchema, { ...(rawQuery as object), cursor: undefined });
  const where = whereOf(membership.workspaceId, query);
  async function* batches(): AsyncGenerator<EntryRow[]> {
    let cursor: string | null = null;
    for (;;) {
      const rows: EntryRow[] = await getDb().auditLogEntry.findMany({
        where: { AND: [where, afterKeyset("createdAt", cursor)] },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 1000 + 1,
        select: entrySelect,
      });
      const page = keysetPage(
        rows,
        (row) => row.createdAt,
        (row) => row,
        1000,
      );
      if (page.data.length) yield page.data;
      if (!page.nextCursor) return;
      cursor = page.nextCursor;
    }
  }
  const json = (value: Prisma.JsonValue | null) => (value === null ? null : JSON.stringify(value));
  const body = csvStream(
    batches(),
    [
      "time",
      "action",
      "actor_id",
      "actor_name",
      "actor_email",
      "target_type",
      "target_id",
      "target",
      "before",
      "after",
      "ip",
      "user_agent",
      "api_token",
    ],
    (row) => [
      row.createdAt.toISOString(),
      row.action,
      row.actorId,
      row.actorName,
      row.actorEmail,
      row.targetType,
      row.targetId,
      row.targetLabel,
      json(row.before),
      json(row.after),
      row.ip,
      row.userAgent,
      row.tokenPrefix,
    ],
  );
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `audit-log-${day}.csv`, contentType: "text/csv; charset=utf-8", body };
}

async function settingsOf(workspaceId: string, retentionDays: number): Promise<AuditSettings> {
  const actors = await getDb().$queryRaw<{ id: string; name: string; email: string }[]>`
    SELECT DISTINCT ON (a."actorId") a."actorId" AS "id", COALESCE(a."actorName", '') AS "name",
           COALESCE(a."actorEmail", '') AS "email"
      FROM "AuditLogEntry" a
     WHERE a."workspaceId" = ${workspaceId} AND a."actorId" IS NOT NULL
     ORDER BY a."actorId", a."createdAt" DESC
     LIMIT 500`;
  actors.sort((a, b) => a.name.localeCompare(b.name));
  return { retentionDays, actors };
}

export async function getAuditSettings(actor: Actor): Promise<AuditSettings> {
  const membership = await adminMembership(actor);
  const workspace = await getDb().workspace.findUniqueOrThrow({
    where: { id: membership.workspaceId },
    select: { auditRetentionDays: true },
  });
  return settingsOf(membership.workspaceId, workspace.auditRetentionDays);
}

export async function updateAuditSettings(actor: Actor, input: unknown): Promise<AuditSettings> {
  const membership = await adminMembership(actor);
  const { retentionDays } = parseInput(auditSettingsInputSchema, input);
  await getDb().$transaction(async (tx) => {
    const current = await tx.workspace.findUniqueOrThrow({
      where: { id: membership.workspaceId },
      select: { auditRetentionDays: true, name: true },
    });
    if (current.auditRetentionDays === retentionDays) return;
    await tx.workspace.update({
      where: { id: membership.workspaceId },
      data: { auditRetentionDays: retentionDays },
    });
    await recordAudit(
      {
        workspaceId: membership.workspaceId,
        actorId: membership.userId,
        action: "audit.retention_changed",
        target: { type: "workspace", id: membership.workspaceId, label: current.name },
        before: { retentionDays: current.auditRetentionDays },
        after: { retentionDays },
      },
      tx,
    );
  });
  return settingsOf(membership.workspaceId, retentionDays);
}
