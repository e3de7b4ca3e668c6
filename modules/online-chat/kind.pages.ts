import "server-only";
import { defineKindPages } from "@/lib/server/modules/kind-pages";
import { onlineChatKind } from "./kind";

/**
 * A workspace's own Online chat module opens the chat at /workspace-modules/{moduleId}: the page the
 * project's route renders too (components/chat-page.tsx), loaded when the route renders it.
 */
export const onlineChatPages = defineKindPages(onlineChatKind, {
  workspace: () => import("./components/chat-page").then((page) => page.ChatPage),
});
