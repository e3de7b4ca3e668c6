import "server-only";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { workflowAutomationKind } from "./kind";
import { advanceInstanceJob, automationTimersJob } from "./server/jobs/automation-jobs";
import { summarizeWorkflowAutomations } from "./server/summary";
import { attachAutomationTriggers } from "./server/triggers/dispatch";
import { AUTOMATION_SEARCH_SOURCES } from "./server/search-source";

/**
 * Its catalog entry, its grid card summary, the engine's jobs (an instance's cycles; the timers and schedules that come due)
 * and, at start-up, the durable subscriber that starts automations from the outbox's domain events.
 * The platform's own triggers and actions are the engine's (server/triggers.ts, server/actions/).
 */
export const workflowAutomationServer = defineServerKind(workflowAutomationKind, {
  search: AUTOMATION_SEARCH_SOURCES,
  catalog: {
    title: "Workflow automation",
    description: "Automate processes with BPMN models and follow their instances.",
    category: "Productivity",
    active: true,
    gradient: ["#5f3dc4", "#4dabf7"],
    size: CARD_SIZES.wide,
  },
  summarize: summarizeWorkflowAutomations,
  jobs: [advanceInstanceJob, automationTimersJob],
  start: attachAutomationTriggers,
});
