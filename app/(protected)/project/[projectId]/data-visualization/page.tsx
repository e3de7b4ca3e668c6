import { redirect } from "next/navigation";
import type { PageSearchParams } from "@/lib/server/modules/kind-pages";

type Props = { params: Promise<{ projectId: string }>; searchParams: Promise<PageSearchParams> };

/** /project/{projectId}/data-visualization → its visualizations (spec: …/dashboard), keeping ?moduleId=. */
export default async function DataVisualizationRoute({ params, searchParams }: Props) {
  const [{ projectId }, { moduleId }] = await Promise.all([params, searchParams]);
  const query = typeof moduleId === "string" ? `?${new URLSearchParams({ moduleId })}` : "";
  redirect(`/project/${encodeURIComponent(projectId)}/data-visualization/dashboard${query}`);
}
