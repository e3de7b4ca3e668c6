import "server-only";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { fileManagementKind } from "./kind";

/** Its catalog entry; no summary, jobs, assistant or start-up work yet. */
export const fileManagementServer = defineServerKind(fileManagementKind, {
  catalog: {
    title: "File management",
    description: "Store, organise and share the files of a project.",
    category: "Productivity",
    active: true,
    gradient: ["#495057", "#868e96"],
    size: CARD_SIZES.card,
  },
});
