import "server-only";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { dataTableKind } from "./kind";

/** Its catalog entry; no summary, jobs, assistant or start-up work yet. */
export const dataTableServer = defineServerKind(dataTableKind, {
  catalog: {
    title: "Data table",
    description: "Keep structured records in a spreadsheet-like table.",
    category: "Data",
    active: false,
    gradient: ["#364fc7", "#74c0fc"],
    size: CARD_SIZES.card,
  },
});
