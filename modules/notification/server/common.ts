import "server-only";
import type { NotificationModuleEvent } from "@/modules/notification/shared/types";
import { NOTIFICATION_MODULE_PAGE_SIZE } from "@/modules/notification/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { afterCursor, decodeCursor, keysetPage } from "@/lib/server/api/keyset";
import type { DomainEvent } from "@/lib/server/events/types";

export const pageOrder = [{ createdAt: "desc" as const }, { id: "desc" as const }];
export const PAGE = NOTIFICATION_MODULE_PAGE_SIZE;

/** One page from PAGE + 1 rows read (pageQuery's), the cursor made of the last row's createdAt and id. */
export function pageOf<Row extends { createdAt: Date; id: string }, Item>(
  rows: Row[],
  map: (row: Row) => Item,
) {
  return keysetPage(rows, (row) => row.createdAt, map, PAGE);
}

/** A name search: case-insensitive substring. */
const nameContains = (q: string | undefined) =>
  q ? { name: { contains: q, mode: "insensitive" as const } } : {};

/**
 * A tab's page query: the module's rows matching the name search and `filters`, after the cursor,
 * newest first, one row more than a page (pageOf tells from it whether there is a next page).
 */
export function pageQuery<F extends object>(
  moduleId: string,
  query: { q?: string; cursor?: string | null },
  filters: F[] = [],
) {
  return {
    where: {
      AND: [{ moduleId }, nameContains(query.q), ...filters, afterCursor(decodeCursor(query.cursor))],
    },
    orderBy: pageOrder,
    take: PAGE + 1,
  };
}

/**
 * The event that tells the module's room (its open tables) what changed; emit it in the transaction
 * of the change (withEvents). `actor` null: the sender job.
 */
export function moduleEvents(
  workspaceId: string,
  moduleId: string,
  actor: Actor | null,
  events: NotificationModuleEvent[],
): DomainEvent {
  return {
    type: "notification-module.events",
    tag: "Notification",
    workspaceId,
    moduleId,
    actorId: actor?.userId ?? "",
    clientId: actor?.clientId ?? null,
    events,
  };
}

export const creatorOf = (user: { id: string; name: string } | null) =>
  user ? { id: user.id, name: user.name } : null;
