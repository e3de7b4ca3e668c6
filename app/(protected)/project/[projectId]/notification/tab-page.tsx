import type { Metadata } from "next";
import { NotificationModuleView } from "@/modules/notification/components/notification-module-view";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { lookupNotificationPage } from "./load";

export interface TabPageProps {
  params: Promise<{ projectId: string; tab: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function lookup({ params, searchParams }: TabPageProps) {
  const [{ projectId, tab }, { moduleId }] = await Promise.all([params, searchParams]);
  return lookupNotificationPage(projectId, tab, moduleId);
}

export async function tabMetadata(props: TabPageProps): Promise<Metadata> {
  const found = await lookup(props);
  return found.kind === "ok" ? { title: found.info.name } : {};
}

/** A tab of the module, with its create dialog open when `creating` (the …/create route). */
export async function NotificationTab(props: TabPageProps & { creating: boolean }) {
  const found = await lookup(props);
  if (found.kind !== "ok") return <RouteParamsError kind={found.kind} />;
  return (
    <NotificationModuleView
      info={found.info}
      viewer={found.viewer}
      tab={found.tab}
      creating={props.creating}
    />
  );
}
