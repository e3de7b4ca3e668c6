import "server-only";
import type { Actor } from "@/lib/server/auth/sessions";
import type { DomainEvent, ModuleChange } from "@/lib/server/events/types";
import type { DataVisualizationEvent } from "@/modules/data-visualization/shared/types";

/** The data visualization kind's domain events (lib/server/events/types.ts KindDomainEvents). */
export type DataVisualizationDomainEvent = ModuleChange & {
  type: "data-visualization.events";
  tag: "DataVisualization";
  events: DataVisualizationEvent[];
};

declare module "@/lib/server/events/types" {
  interface KindDomainEvents {
    DataVisualization: DataVisualizationDomainEvent;
  }
}

/** The room events of one change: everyone reading the module reads the dashboard again. */
export function dashboardEvents(
  actor: Pick<Actor, "userId" | "clientId">,
  where: { workspaceId: string; moduleId: string },
  events: DataVisualizationEvent[],
): DomainEvent[] {
  return [
    {
      type: "data-visualization.events",
      tag: "DataVisualization",
      workspaceId: where.workspaceId,
      moduleId: where.moduleId,
      actorId: actor.userId,
      clientId: actor.clientId ?? null,
      events,
    },
  ];
}
