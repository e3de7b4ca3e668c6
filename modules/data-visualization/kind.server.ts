import "server-only";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { dataVisualizationKind } from "./kind";

/** Its catalog entry; no summary, jobs, assistant or start-up work yet. */
export const dataVisualizationServer = defineServerKind(dataVisualizationKind, {
  catalog: {
    title: "Data visualization",
    description: "Arrange chart widgets on dashboards that tell your data's story.",
    category: "Data",
    active: true,
    gradient: ["#c2255c", "#fd7e14"],
    size: CARD_SIZES.wide,
  },
});
