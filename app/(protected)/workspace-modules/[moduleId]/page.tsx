import type { Metadata } from "next";
import { lookupModuleById, moduleMetadata, ModulePage } from "@/components/modules/module-page";
import type { PageSearchParams } from "@/lib/server/modules/kind-pages";
import { workspaceModulePage } from "@/modules/kinds.pages";

type Props = { params: Promise<{ moduleId: string }>; searchParams: Promise<PageSearchParams> };

const lookup = async ({ params }: Props) => lookupModuleById((await params).moduleId, null, "workspace");

export async function generateMetadata(props: Props): Promise<Metadata> {
  return moduleMetadata(await lookup(props));
}

/**
 * /workspace-modules/{moduleId}: a module of the active workspace itself (not on a project), through
 * the gate (404 for another workspace's, a hidden one; the bad-URL screen for a malformed id). Its
 * kind's workspace page when the kind declares one (modules/kinds.pages.ts), else the setup state.
 */
export default async function WorkspaceModulePage(props: Props) {
  const found = await lookup(props);
  const Page = found && "module" in found ? await workspaceModulePage(found.module.tag) : null;
  if (!Page || !found || "kind" in found) return <ModulePage lookup={found} />;
  return <Page module={found.module} searchParams={await props.searchParams} />;
}
