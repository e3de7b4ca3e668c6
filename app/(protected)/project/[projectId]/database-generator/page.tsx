import { redirect } from "next/navigation";
import type { PageSearchParams } from "@/lib/server/modules/kind-pages";

type Props = { params: Promise<{ projectId: string }>; searchParams: Promise<PageSearchParams> };

/** /project/{projectId}/database-generator → its databases (spec: dashboard?active=databases&view=grid). */
export default async function DatabaseGeneratorRoute({ params, searchParams }: Props) {
  const [{ projectId }, { moduleId }] = await Promise.all([params, searchParams]);
  const query = new URLSearchParams({ active: "databases", view: "grid" });
  if (typeof moduleId === "string") query.set("moduleId", moduleId);
  redirect(`/project/${encodeURIComponent(projectId)}/database-generator/dashboard?${query}`);
}
