import "server-only";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { workflowAutomationKind } from "./kind";
import { advanceInstanceJob, automationTimersJob } from "./server/jobs/automation-jobs";

/** Its catalog entry and the engine's jobs: an instance's cycles, and the timers that come due. */
export const workflowAutomationServer = defineServerKind(workflowAutomationKind, {
  catalog: {
    title: "Workflow automation",
    description: "Automate processes with BPMN models and follow their instances.",
    category: "Productivity",
    active: true,
    gradient: ["#5f3dc4", "#4dabf7"],
    size: CARD_SIZES.wide,
  },
  jobs: [advanceInstanceJob, automationTimersJob],
});
