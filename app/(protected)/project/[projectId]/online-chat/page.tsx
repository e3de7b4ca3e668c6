import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { lookupProjectModule, moduleMetadata } from "@/components/modules/module-page";
import { RouteParamsError } from "@/components/ui/route-params-error";
import type { PageSearchParams } from "@/lib/server/modules/kind-pages";
import { ChatPage } from "@/modules/online-chat/components/chat-page";

type Props = {
  params: Promise<{ projectId: string }>;
  searchParams: Promise<PageSearchParams>;
};

async function lookup({ params, searchParams }: Props) {
  const [{ projectId }, { moduleId }] = await Promise.all([params, searchParams]);
  const raw = moduleId === undefined ? null : typeof moduleId === "string" ? moduleId : "";
  return lookupProjectModule(projectId, "online-chat", raw);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return moduleMetadata(await lookup(props));
}

/**
 * /project/{projectId}/online-chat?moduleId=: the project's Online chat module through the gate (the
 * project's first one without moduleId), then the chat page with its first data read on the server
 * (modules/online-chat/server/page.ts; a workspace's own module renders the same page at
 * /workspace-modules/{moduleId}).
 */
export default async function OnlineChatRoute(props: Props) {
  const found = await lookup(props);
  if (!found) notFound();
  if ("kind" in found) return <RouteParamsError kind={found.kind} />;
  return <ChatPage module={found.module} searchParams={await props.searchParams} />;
}
