import type { Metadata } from "next";
import { lookupProjectModule, moduleMetadata, ModulePage } from "@/components/modules/module-page";

type Props = {
  params: Promise<{ projectId: string; segment: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function lookup({ params, searchParams }: Props) {
  const [{ projectId, segment }, { moduleId }] = await Promise.all([params, searchParams]);
  // A repeated ?moduleId= is as invalid as a malformed one.
  const raw = moduleId === undefined ? null : typeof moduleId === "string" ? moduleId : "";
  return lookupProjectModule(projectId, segment, raw);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return moduleMetadata(await lookup(props));
}

/**
 * /project/{projectId}/{segment}?moduleId=: a module that lives under its project (workflow
 * automation, meeting room, online chat, ...); without moduleId, the project's first of that kind.
 */
export default async function ProjectModulePage(props: Props) {
  return <ModulePage lookup={await lookup(props)} />;
}
