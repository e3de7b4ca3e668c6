import "server-only";
import { inModule, type KindWebhookEvents } from "@/lib/server/webhooks/workspace/public-events";

/** Dashboards changed or removed, and their data sources changed. */
export const chartsWebhookEvents: KindWebhookEvents<"DataVisualization"> = {
  "data-visualization.events": (event) =>
    event.events.map((item) => {
      switch (item.type) {
        case "dashboard.changed":
          return inModule(event, "dashboard.changed", { dashboardId: item.dashboardId });
        case "dashboard.removed":
          return inModule(event, "dashboard.removed", { dashboardId: item.dashboardId });
        default:
          return inModule(event, "chart.data.changed", {});
      }
    }),
};
