import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import type { DeliveryReason, DeliveryStatus } from "@/modules/notification/shared/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { rateLimited } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { suppressedAmong } from "@/lib/server/mail/suppression";
import type { AudienceRow } from "./resolve-audience";
import { reserveExternalEmails } from "./send-state";

/**
 * What a run does when its e-mails to addresses outside the workspace do not fit in today's quota:
 * a person's Send is refused (429, nothing sent, in their language); a scheduled run sends to the
 * members and skips the others (reason "quotaExceeded").
 */
export type QuotaPolicy = { refuse: true; locale: Locale } | { refuse: false };

export interface PlannedDelivery {
  id: string;
  recipientKey: string;
  userId: string | null;
  email: string | null;
  name: string | null;
  status: DeliveryStatus;
  reason: DeliveryReason | null;
}

/** Seconds until the next UTC day, when the quota starts again. */
const untilTomorrow = (now: Date) =>
  Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000);

/**
 * One delivery per person of a run, with what is known before sending: in-app reaches members only
 * (notMember), e-mail needs an address (noEmail), an address on the workspace's suppression list is
 * skipped (suppressed), and e-mails to addresses outside the workspace are counted against its
 * daily quota — all of them or, past it, as `quota` says.
 */
export async function planDeliveries(
  tx: Prisma.TransactionClient,
  input: { workspaceId: string; kind: string; people: readonly AudienceRow[]; quota: QuotaPolicy },
): Promise<PlannedDelivery[]> {
  const { kind, workspaceId } = input;
  const rows: PlannedDelivery[] = input.people.map((person) => {
    const missing: DeliveryReason | null =
      kind === "inApp" && !person.userId ? "notMember" : !person.email && kind === "email" ? "noEmail" : null;
    return {
      id: newId(),
      recipientKey: person.userId ?? person.email!.toLowerCase(),
      userId: person.userId,
      email: person.email,
      name: person.name,
      status: missing ? "failed" : "queued",
      reason: missing,
    };
  });
  if (kind !== "email") return rows;
  const queued = () => rows.filter((row) => row.status === "queued");
  const suppressed = await suppressedAmong(
    tx,
    workspaceId,
    queued().map((row) => row.email!),
  );
  for (const row of queued())
    if (suppressed.has(row.email!.toLowerCase()))
      Object.assign(row, { status: "skipped", reason: "suppressed" });
  const external = queued().filter((row) => row.userId === null);
  const now = new Date();
  const reserved = await reserveExternalEmails(tx, workspaceId, external.length, now);
  if (reserved.ok) return rows;
  if (input.quota.refuse) {
    const values = { count: external.length, left: reserved.left, limit: reserved.limit };
    const error = rateLimited(
      translateMessage(input.quota.locale, "errors.campaignQuotaExceeded", values),
      untilTomorrow(now),
    );
    error.extra = { quota: values };
    throw error;
  }
  for (const row of external) Object.assign(row, { status: "skipped", reason: "quotaExceeded" });
  return rows;
}
