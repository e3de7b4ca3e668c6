import type { ReactNode } from "react";
import { getPageWorkspaces } from "@/lib/server/workspaces/page-workspaces";
import { WorkspaceChooser } from "./workspace-chooser";

/** 'Choose workspace' stays rendered under its dialog routes (/workspaces/{id}/delete). */
export default async function WorkspacesLayout({ children }: { children: ReactNode }) {
  const workspaces = await getPageWorkspaces();
  return (
    <>
      <WorkspaceChooser workspaces={workspaces} />
      {children}
    </>
  );
}
