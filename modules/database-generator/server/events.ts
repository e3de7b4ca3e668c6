import "server-only";
import type { ModuleChange } from "@/lib/server/events/types";
import type { DatabaseGeneratorEvent } from "@/modules/database-generator/shared/types";

/**
 * Database generator's domain events (lib/server/events/types.ts KindDomainEvents): databases,
 * tables or records changed, for the module's room (its open pages read them again).
 */
export type DatabaseGeneratorDomainEvent = ModuleChange & {
  type: "database-generator.changes";
  tag: "DatabaseGenerator";
  events: DatabaseGeneratorEvent[];
  /**
   * Made by an automation acting as its owner (server/scope.ts dbChanged): the record triggers skip
   * it, so an automation adding a record where it (or another) listens cannot loop forever. Not sent
   * to the room (realtime forwards the events only).
   */
  automated?: true;
};

declare module "@/lib/server/events/types" {
  interface KindDomainEvents {
    DatabaseGenerator: DatabaseGeneratorDomainEvent;
  }
}
