import "server-only";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { workflowAutomationKind } from "./kind";

/** No server parts yet (no summary, jobs, assistant or start-up work). */
export const workflowAutomationServer = defineServerKind(workflowAutomationKind, {});
