import "server-only";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { changedFields, recordAudits, type AuditInput } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { webhookSecret } from "./signing";

// A kind's webhook settings as a WebhookSubscription: found, set and removed by what it belongs to
// (its kind and source: the content hub's module, a form, a notification channel). The kinds' services
// check rights and inputs; these only write, and record each change in the audit log as the one who
// made it (`createdById` of a save, `actorId` of a removal), with the kind and module it belongs to.

export const subscriptionSelect = {
  id: true,
  url: true,
  enabled: true,
  secretPurpose: true,
  sourceId: true,
  secretVersion: true,
  consecutiveFailures: true,
  disabledAt: true,
  lastError: true,
} satisfies Prisma.WebhookSubscriptionSelect;

export type SubscriptionRow = Prisma.WebhookSubscriptionGetPayload<{ select: typeof subscriptionSelect }>;

/** A subscription's signing secret (Standard Webhooks `whsec_…`), derived, never stored. */
export function subscriptionSecret(
  row: Pick<SubscriptionRow, "secretPurpose" | "sourceId" | "secretVersion">,
): string {
  return webhookSecret(row.secretPurpose, row.sourceId, row.secretVersion);
}

/** What a new subscription is made of, besides its address. */
export interface SubscriptionOwner {
  /** The owning kind's tag. */
  kind: string;
  sourceId: string;
  workspaceId: string;
  moduleId: string;
  projectModuleId: string | null;
  workspaceModuleId: string | null;
  formId?: string;
  channelId?: string;
  eventTypes: readonly string[];
  filter?: Prisma.InputJsonObject;
  /** The derivation's purpose (what the kind's secrets were derived with before issue 30). */
  secretPurpose: string;
  createdById: string | null;
}

/** The subscription of a kind's source in a workspace, or null. */
export function findSubscription(
  kind: string,
  sourceId: string,
  workspaceId: string,
  db: Prisma.TransactionClient | PrismaClient = getDb(),
): Promise<SubscriptionRow | null> {
  return db.webhookSubscription.findFirst({
    where: { kind, sourceId, workspaceId },
    select: subscriptionSelect,
  });
}

/**
 * Creates the source's subscription (with `url`) or changes it: the address, on or off (turning it
 * on again after the service turned it off starts its failure count afresh), a rotated secret (a
 * new version; or, for a source that keeps its own, `secretVersion`). `created` says whether it is
 * new (its secret is then shown once). `db`: a transaction, to write it with its source.
 */
export async function saveSubscription(
  owner: SubscriptionOwner,
  changes: { url: string; enabled?: boolean; rotateSecret?: boolean; secretVersion?: number },
  db: Prisma.TransactionClient | PrismaClient = getDb(),
): Promise<{ row: SubscriptionRow; created: boolean }> {
  const existing = await findSubscription(owner.kind, owner.sourceId, owner.workspaceId, db);
  const audit = (
    action: AuditInput["action"],
    row: SubscriptionRow,
    sides: Partial<AuditInput>,
  ): AuditInput => ({
    workspaceId: owner.workspaceId,
    actorId: owner.createdById,
    action,
    target: { type: "webhook", id: row.id, label: row.url },
    ...sides,
  });
  if (!existing) {
    const row = await db.webhookSubscription.create({
      data: {
        id: newId(),
        workspaceId: owner.workspaceId,
        moduleId: owner.moduleId,
        projectModuleId: owner.projectModuleId,
        workspaceModuleId: owner.workspaceModuleId,
        kind: owner.kind,
        sourceId: owner.sourceId,
        formId: owner.formId ?? null,
        channelId: owner.channelId ?? null,
        url: changes.url,
        enabled: changes.enabled ?? true,
        eventTypes: [...owner.eventTypes],
        ...(owner.filter ? { filter: owner.filter } : {}),
        secretPurpose: owner.secretPurpose,
        ...(changes.secretVersion !== undefined ? { secretVersion: changes.secretVersion } : {}),
        createdById: owner.createdById,
      },
      select: subscriptionSelect,
    });
    await recordAudits(
      [
        audit("webhook.created", row, {
          after: { ...ownerFacts(owner), url: row.url, enabled: row.enabled },
        }),
      ],
      db,
    );
    return { row, created: true };
  }
  const row = await db.webhookSubscription.update({
    where: { id: existing.id },
    data: {
      url: changes.url,
      ...(changes.enabled !== undefined ? { enabled: changes.enabled } : {}),
      ...(changes.enabled === true ? { consecutiveFailures: 0, disabledAt: null } : {}),
      ...(changes.rotateSecret ? { secretVersion: { increment: 1 } } : {}),
      ...(changes.secretVersion !== undefined ? { secretVersion: changes.secretVersion } : {}),
    },
    select: subscriptionSelect,
  });
  const changed = changedFields(
    { url: existing.url, enabled: existing.enabled },
    { url: row.url, enabled: row.enabled },
  );
  await recordAudits(
    [
      ...(changed ? [audit("webhook.updated", row, changed)] : []),
      ...(row.secretVersion !== existing.secretVersion
        ? [
            audit("webhook.secret_rotated", row, {
              before: { secretVersion: existing.secretVersion },
              after: { secretVersion: row.secretVersion },
            }),
          ]
        : []),
    ],
    db,
  );
  return { row, created: false };
}

/** What the audit log says of a kind's webhook: whose it is. */
const ownerFacts = (owner: SubscriptionOwner) => ({
  kind: owner.kind,
  moduleId: owner.moduleId,
  ...(owner.formId ? { formId: owner.formId } : {}),
  ...(owner.channelId ? { channelId: owner.channelId } : {}),
});

/**
 * Removes a source's subscription and its delivery log, as `actorId` (for the audit log); false when
 * it had none. `db`: a transaction, to remove it with its source.
 */
export async function deleteSubscription(
  kind: string,
  sourceId: string,
  workspaceId: string,
  actorId: string,
  db: Prisma.TransactionClient | PrismaClient = getDb(),
): Promise<boolean> {
  const removed = await db.webhookSubscription.findMany({
    where: { kind, sourceId, workspaceId },
    select: { id: true, url: true, moduleId: true },
  });
  if (removed.length === 0) return false;
  await db.webhookSubscription.deleteMany({ where: { id: { in: removed.map((row) => row.id) } } });
  await recordAudits(
    removed.map((row) => ({
      workspaceId,
      actorId,
      action: "webhook.deleted" as const,
      target: { type: "webhook" as const, id: row.id, label: row.url },
      before: { kind, moduleId: row.moduleId, url: row.url },
    })),
    db,
  );
  return true;
}
