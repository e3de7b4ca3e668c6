import "server-only";
import type { ModuleChange } from "@/lib/server/events/types";
import type { FileManagementEvent } from "@/modules/file-management/shared/types";

/**
 * File management's domain events (lib/server/events/types.ts KindDomainEvents): items changed in
 * some folders, for the module's room (its open views read those folders again).
 */
export type FileManagementDomainEvent = ModuleChange & {
  type: "file-management.items";
  tag: "FileManagement";
  events: FileManagementEvent[];
};

declare module "@/lib/server/events/types" {
  interface KindDomainEvents {
    FileManagement: FileManagementDomainEvent;
  }
}
