import "server-only";
import type { AiModuleTag } from "@/lib/ai/types";
import { contentHubAi } from "./modules/content-hub/context";
import { taskManagementAi } from "./modules/task-management/context";
import type { AiModuleKind } from "./provider";

// Each module kind with an assistant registers its context and tools here, from its own folder
// (lib/server/ai/modules/<kind>/). A kind's tag joins AI_MODULE_TAGS (lib/ai/types.ts) with it.
const KINDS: Record<AiModuleTag, AiModuleKind> = {
  TaskManagement: taskManagementAi,
  ContentHub: contentHubAi,
};

export function aiModuleKind(tag: AiModuleTag): AiModuleKind {
  return KINDS[tag];
}
