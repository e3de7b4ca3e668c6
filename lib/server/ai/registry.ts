import "server-only";
import type { AiModuleTag } from "@/lib/ai/types";
import { SERVER_KINDS } from "@/modules/kinds.server";
import type { AiModuleKind } from "./provider";

// Each module kind with an assistant (`ai: true` in its manifest) registers its context and tools in
// its modules/<segment>/kind.server.ts (`ai`), from its own folder (lib/server/ai/modules/<kind>/).
export function aiModuleKind(tag: AiModuleTag): AiModuleKind {
  return SERVER_KINDS[tag].ai;
}
