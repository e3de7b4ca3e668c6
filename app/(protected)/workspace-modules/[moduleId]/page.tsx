import type { Metadata } from "next";
import { lookupModuleById, moduleMetadata, ModulePage } from "@/components/modules/module-page";

type Props = { params: Promise<{ moduleId: string }> };

const lookup = async ({ params }: Props) => lookupModuleById((await params).moduleId, null, "workspace");

export async function generateMetadata(props: Props): Promise<Metadata> {
  return moduleMetadata(await lookup(props));
}

/** /workspace-modules/{moduleId}: a module of the active workspace itself (not on a project). */
export default async function WorkspaceModulePage(props: Props) {
  return <ModulePage lookup={await lookup(props)} />;
}
