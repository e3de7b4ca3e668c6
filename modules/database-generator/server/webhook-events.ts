import "server-only";
import {
  inModule,
  type KindWebhookEvents,
  type PublicEvent,
} from "@/lib/server/webhooks/workspace/public-events";

/**
 * Databases, tables and records changed (records by id, or "all"; `created`: new auto numbers).
 * Saved views are how people look at a table, not its data: they stay inside.
 */
export const databaseWebhookEvents: KindWebhookEvents<"DatabaseGenerator"> = {
  "database-generator.changes": (event) =>
    event.events.flatMap((item): PublicEvent[] => {
      switch (item.type) {
        case "databases.changed":
          return [inModule(event, "database.changed", { databaseId: item.databaseId })];
        case "table.changed":
          return [
            inModule(event, "database.table.changed", { databaseId: item.databaseId, tableId: item.tableId }),
          ];
        case "records.changed":
          return [
            inModule(event, "database.records.changed", {
              tableId: item.tableId,
              recordIds: item.recordIds,
              ...(item.created ? { created: item.created } : {}),
            }),
          ];
        default:
          return [];
      }
    }),
};
