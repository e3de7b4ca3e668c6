import { CARD_SIZES, defineModuleKind } from "@/lib/modules/kind";

export const workflowAutomationKind = defineModuleKind({
  tag: "WorkflowAutomation",
  segment: "workflow-automation",
  placement: "project",
  applet: "workflowAutomation",
  integrable: false,
  ai: false,
  tutorial: 3,
  catalog: {
    title: "Workflow automation",
    description: "Automate processes with BPMN models and follow their instances.",
    category: "Productivity",
    active: true,
    gradient: ["#5f3dc4", "#4dabf7"],
    size: CARD_SIZES.wide,
  },
});
