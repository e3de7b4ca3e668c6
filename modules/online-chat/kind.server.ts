import "server-only";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { onlineChatKind } from "./kind";

/** No server parts yet (no summary, jobs, assistant or start-up work). */
export const onlineChatServer = defineServerKind(onlineChatKind, {});
