import { defineModuleKind } from "@/lib/modules/kind";

export const workflowAutomationKind = defineModuleKind({
  tag: "WorkflowAutomation",
  segment: "workflow-automation",
  placement: "project",
  applet: "workflowAutomation",
  integrable: false,
  search: ["automation"],
  ai: false,
  tutorial: 3,
  guide: ["rule", "model", "run", "deploy"],
});
