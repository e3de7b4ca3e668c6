import type { Metadata } from "next";
import { lookupModuleById, moduleMetadata, ModulePage } from "@/components/modules/module-page";

type Props = { params: Promise<{ moduleId: string }> };

const lookup = async ({ params }: Props) =>
  lookupModuleById((await params).moduleId, "TaskManagement", "any");

export async function generateMetadata(props: Props): Promise<Metadata> {
  return moduleMetadata(await lookup(props));
}

/** /task-management/{moduleId}: a task management module, placed on a project or of the workspace. */
export default async function TaskManagementPage(props: Props) {
  return <ModulePage lookup={await lookup(props)} />;
}
