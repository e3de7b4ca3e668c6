import { redirect } from "next/navigation";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { projectIdSchema } from "@/lib/schemas/project";

/** /project/{projectId}/ opens the project's module grid (spec/shell.md §2). */
export default async function ProjectPage({ params }: { params: Promise<{ projectId: string }> }) {
  const projectId = projectIdSchema.safeParse((await params).projectId);
  if (!projectId.success) return <RouteParamsError kind="params" />;
  redirect(`/project/${projectId.data}/modules`);
}
