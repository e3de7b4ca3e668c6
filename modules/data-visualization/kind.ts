import { defineModuleKind } from "@/lib/modules/kind";

export const dataVisualizationKind = defineModuleKind({
  tag: "DataVisualization",
  segment: "data-visualization",
  placement: "project",
  applet: "chartGenerator",
  integrable: false,
  search: ["dashboard"],
  ai: false,
  tutorial: null,
});
