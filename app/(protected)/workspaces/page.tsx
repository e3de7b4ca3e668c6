import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requirePageActor } from "@/lib/server/auth/page-actor";
import { listWorkspaces } from "@/lib/server/workspaces/list-workspaces";
import { WorkspaceChooser } from "./workspace-chooser";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("workspaces"))("title") };
}

export default async function WorkspacesPage() {
  const actor = await requirePageActor();
  const workspaces = await listWorkspaces(actor);
  return <WorkspaceChooser workspaces={workspaces} />;
}
