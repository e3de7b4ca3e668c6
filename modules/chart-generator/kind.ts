import { CARD_SIZES, defineModuleKind } from "@/lib/modules/kind";

export const chartGeneratorKind = defineModuleKind({
  tag: "ChartGenerator",
  segment: "chart-generator",
  placement: "project",
  applet: "chartGenerator",
  integrable: false,
  ai: false,
  tutorial: 11,
  catalog: {
    title: "Chart generator",
    description: "Turn a table of numbers into a chart in a few clicks.",
    category: "Data",
    active: false,
    gradient: ["#d6336c", "#845ef7"],
    size: CARD_SIZES.card,
  },
});
