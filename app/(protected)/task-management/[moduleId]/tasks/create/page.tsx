import { CreateTaskDialog } from "@/modules/task-management/components/task-form/create-task-dialog";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { createTaskParamsSchema, createTaskSearchSchema } from "../search-params";

type Params = Promise<Record<string, string>>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /task-management/{moduleId}/tasks/create?redirect=… — the 'Create task' modal over the module's
 * view. The module layout checked access and provides the module (TaskModuleProvider).
 */
export default async function CreateTaskPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const route = createTaskParamsSchema.safeParse(await params);
  if (!route.success) return <RouteErrorOverlay kind="params" />;
  const search = createTaskSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  const { redirect, columnId, parentId, title, description, priority, issueType, dueDate, label } =
    search.data;
  const prefill = title ? { title, description, priority, issueType, dueDate, labels: label } : undefined;
  return <CreateTaskDialog redirect={redirect} columnId={columnId} parentId={parentId} prefill={prefill} />;
}
