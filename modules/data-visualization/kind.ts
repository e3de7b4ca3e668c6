import { CARD_SIZES, defineModuleKind } from "@/lib/modules/kind";

export const dataVisualizationKind = defineModuleKind({
  tag: "DataVisualization",
  segment: "data-visualization",
  placement: "project",
  applet: "chartGenerator",
  integrable: false,
  ai: false,
  tutorial: null,
  catalog: {
    title: "Data visualization",
    description: "Arrange chart widgets on dashboards that tell your data's story.",
    category: "Data",
    active: true,
    gradient: ["#c2255c", "#fd7e14"],
    size: CARD_SIZES.wide,
  },
});
