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
};

declare module "@/lib/server/events/types" {
  interface KindDomainEvents {
    DatabaseGenerator: DatabaseGeneratorDomainEvent;
  }
}
