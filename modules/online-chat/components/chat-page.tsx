import "server-only";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import type { KindPageProps } from "@/lib/server/modules/kind-pages";
import { loadChatPage } from "@/modules/online-chat/server/page";
import { ChatView } from "./chat-view";

/**
 * The chat page of a module the route's gate found: /project/{projectId}/online-chat?moduleId= for a
 * project's module, /workspace-modules/{moduleId} for the workspace's own (kind.pages.ts). A bad
 * search param shows the bad-URL screen; the rest is read on the server (server/page.ts).
 */
export async function ChatPage({ module, searchParams }: KindPageProps) {
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const page = await loadChatPage(actor, module.id, searchParams, locale);
  if (page.kind === "search") return <RouteParamsError kind="search" />;
  return <ChatView {...page.view} />;
}
