import "server-only";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { databaseGeneratorKind } from "./kind";

/** Its catalog entry; no summary, jobs, assistant or start-up work yet. */
export const databaseGeneratorServer = defineServerKind(databaseGeneratorKind, {
  catalog: {
    title: "Database generator",
    description: "Design databases from scratch, a template, an import or a prompt.",
    category: "Data",
    active: true,
    gradient: ["#1864ab", "#5c7cfa"],
    size: CARD_SIZES.wide,
  },
});
