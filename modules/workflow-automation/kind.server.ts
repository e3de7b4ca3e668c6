import "server-only";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { workflowAutomationKind } from "./kind";

/** Its catalog entry; no summary, jobs, assistant or start-up work yet. */
export const workflowAutomationServer = defineServerKind(workflowAutomationKind, {
  catalog: {
    title: "Workflow automation",
    description: "Automate processes with BPMN models and follow their instances.",
    category: "Productivity",
    active: true,
    gradient: ["#5f3dc4", "#4dabf7"],
    size: CARD_SIZES.wide,
  },
});
