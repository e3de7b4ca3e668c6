import "server-only";
import { sealConnectorPassword } from "@/modules/data-visualization/server/sources/connectors";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { chartsWebhookEvents } from "@/modules/data-visualization/server/webhook-events";
import { dataVisualizationKind } from "./kind";
import { attachLiveData } from "./server/live-data";
import { summarizeDataVisualizations } from "./server/summary";
import { DASHBOARD_SEARCH_SOURCES } from "./server/search-source";

/** Its catalog entry, its grid card summary and the live refresh of open dashboards. */
export const dataVisualizationServer = defineServerKind(dataVisualizationKind, {
  search: DASHBOARD_SEARCH_SOURCES,
  catalog: {
    title: "Data visualization",
    description: "Arrange chart widgets on dashboards that tell your data's story.",
    category: "Data",
    active: true,
    gradient: ["#c2255c", "#fd7e14"],
    size: CARD_SIZES.wide,
  },
  summarize: summarizeDataVisualizations,
  // Open dashboards read their data again when the data they count changes (server/live-data.ts).
  realtime: attachLiveData,
  webhooks: chartsWebhookEvents,
  // A published link's token is this server's; a connector's password is sealed with its key: the
  // import leaves links out and keeps connectors with an empty password, to be entered again.
  portability: {
    DashboardShare: { skip: true },
    DataConnector: { fill: { passwordSealed: (row) => sealConnectorPassword(String(row.id), "") } },
  },
});
