import { defineModuleKind } from "@/lib/modules/kind";

export const chartGeneratorKind = defineModuleKind({
  tag: "ChartGenerator",
  segment: "chart-generator",
  placement: "project",
  applet: "chartGenerator",
  integrable: false,
  ai: false,
  tutorial: 11,
});
