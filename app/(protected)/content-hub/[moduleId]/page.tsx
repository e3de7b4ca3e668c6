import type { Metadata } from "next";
import { lookupModuleById, moduleMetadata, ModulePage } from "@/components/modules/module-page";

type Props = { params: Promise<{ moduleId: string }> };

const lookup = async ({ params }: Props) => lookupModuleById((await params).moduleId, "ContentHub", "any");

export async function generateMetadata(props: Props): Promise<Metadata> {
  return moduleMetadata(await lookup(props));
}

/** /content-hub/{moduleId}: a content hub module, placed on a project or of the workspace. */
export default async function ContentHubPage(props: Props) {
  return <ModulePage lookup={await lookup(props)} />;
}
