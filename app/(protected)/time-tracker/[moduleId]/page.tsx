import type { Metadata } from "next";
import { lookupModuleById, moduleMetadata, ModulePage } from "@/components/modules/module-page";

type Props = { params: Promise<{ moduleId: string }> };

const lookup = async ({ params }: Props) => lookupModuleById((await params).moduleId, "TimeTracker", "any");

export async function generateMetadata(props: Props): Promise<Metadata> {
  return moduleMetadata(await lookup(props));
}

/** /time-tracker/{moduleId}: a time tracker module, placed on a project or of the workspace. */
export default async function TimeTrackerPage(props: Props) {
  return <ModulePage lookup={await lookup(props)} />;
}
