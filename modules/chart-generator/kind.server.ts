import "server-only";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { chartGeneratorKind } from "./kind";

/** Its catalog entry; no summary, jobs, assistant or start-up work yet. */
export const chartGeneratorServer = defineServerKind(chartGeneratorKind, {
  catalog: {
    title: "Chart generator",
    description: "Turn a table of numbers into a chart in a few clicks.",
    category: "Data",
    active: false,
    gradient: ["#d6336c", "#845ef7"],
    size: CARD_SIZES.card,
  },
});
