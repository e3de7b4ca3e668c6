import "server-only";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { crmKind } from "./kind";

/** Its catalog entry; no summary, jobs, assistant or start-up work yet. */
export const crmServer = defineServerKind(crmKind, {
  catalog: {
    title: "CRM",
    description: "Follow leads, deals and customers through your pipeline.",
    category: "Productivity",
    active: false,
    gradient: ["#0b7285", "#66d9e8"],
    size: CARD_SIZES.card,
  },
});
