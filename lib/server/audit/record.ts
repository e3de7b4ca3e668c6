import "server-only";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { AuditAction, AuditTarget } from "@/lib/audit/actions";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { requestOrigin } from "./context";

// Records one administrative action (issue 39): who (their name and e-mail as now), what, on what,
// the changed fields before and after, and where the request came from (context.ts). Called by the
// services that make those changes, after the change, in its transaction when it has one.

type Db = Prisma.TransactionClient | PrismaClient;
type Recorded = Record<string, unknown>;

export interface AuditInput {
  workspaceId: string;
  /** Who did it; null: the system. */
  actorId: string | null;
  action: AuditAction;
  /** What it is about; a member (id: their user id) is labelled by their name when `label` is left out. */
  target: { type: AuditTarget; id: string | null; label?: string | null };
  before?: Recorded | null;
  after?: Recorded | null;
}

/** The fields of `after` whose value differs from `before`'s, as {before, after} of those only. */
export function changedFields(
  before: Recorded,
  after: Recorded,
): { before: Recorded; after: Recorded } | null {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** Writes the entry, with the actor's name and e-mail as they are now. */
export async function recordAudit(input: AuditInput, db: Db = getDb()): Promise<void> {
  await recordAudits([input], db);
}

/** Writes the entries of one change (a batch's modules): one read of the people named, one insert. */
export async function recordAudits(inputs: readonly AuditInput[], db: Db = getDb()): Promise<void> {
  if (inputs.length === 0) return;
  const origin = requestOrigin();
  // A member's entry is labelled by their name unless the caller named it.
  const memberOf = (input: AuditInput) =>
    input.target.type === "member" && input.target.label === undefined ? input.target.id : null;
  const ids = [...new Set(inputs.flatMap((input) => [input.actorId, memberOf(input)]))].filter(
    (id): id is string => id !== null,
  );
  const people = new Map(
    (ids.length
      ? await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true } })
      : []
    ).map((person) => [person.id, person]),
  );
  await db.auditLogEntry.createMany({
    data: inputs.map((input) => {
      const actor = input.actorId === null ? undefined : people.get(input.actorId);
      const memberId = memberOf(input);
      const label = memberId ? (people.get(memberId)?.name ?? null) : input.target.label;
      return {
        id: newId(),
        workspaceId: input.workspaceId,
        actorId: input.actorId,
        actorName: actor?.name ?? null,
        actorEmail: actor?.email ?? null,
        action: input.action,
        targetType: input.target.type,
        targetId: input.target.id,
        targetLabel: label?.slice(0, 300) ?? null,
        before: (input.before ?? undefined) as Prisma.InputJsonObject | undefined,
        after: (input.after ?? undefined) as Prisma.InputJsonObject | undefined,
        ip: origin?.ip ?? null,
        userAgent: origin?.userAgent?.slice(0, 300) ?? null,
        tokenPrefix: origin?.tokenPrefix ?? null,
      };
    }),
  });
}
