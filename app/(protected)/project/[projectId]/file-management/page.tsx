import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { lookupProjectModule, moduleMetadata } from "@/components/modules/module-page";
import { RouteParamsError } from "@/components/ui/route-params-error";
import type { PageSearchParams } from "@/lib/server/modules/kind-pages";
import { FileManagementPage } from "@/modules/file-management/components/file-management-page";

type Props = { params: Promise<{ projectId: string }>; searchParams: Promise<PageSearchParams> };

async function lookup({ params, searchParams }: Props) {
  const [{ projectId }, { moduleId }] = await Promise.all([params, searchParams]);
  const raw = moduleId === undefined ? null : typeof moduleId === "string" ? moduleId : "";
  return lookupProjectModule(projectId, "file-management", raw);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return moduleMetadata(await lookup(props));
}

/**
 * /project/{projectId}/file-management?moduleId=&view=&active=&folder=&q=&sort=&dir=&type=: the
 * project's file management module through the gate (its first one without ?moduleId=).
 */
export default async function FileManagementRoute(props: Props) {
  const found = await lookup(props);
  if (!found) notFound();
  if ("kind" in found) return <RouteParamsError kind={found.kind} />;
  return <FileManagementPage module={found.module} searchParams={await props.searchParams} />;
}
