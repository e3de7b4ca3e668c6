import { EditTaskDialog } from "@/modules/task-management/components/task-form/edit-task-dialog";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { editTaskParamsSchema, editTaskSearchSchema } from "../../search-params";

type Params = Promise<Record<string, string>>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /task-management/{moduleId}/tasks/{taskId}/edit?redirect=… — the task's modal over the module's
 * view. The task is loaded in the browser (and kept live there); the module layout checked access.
 */
export default async function EditTaskPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const route = editTaskParamsSchema.safeParse(await params);
  if (!route.success) return <RouteErrorOverlay kind="params" />;
  const search = editTaskSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  const { redirect, parentId, active } = search.data;
  return (
    <EditTaskDialog
      key={route.data.taskId}
      taskId={route.data.taskId}
      redirect={redirect}
      parentId={parentId}
      active={active}
    />
  );
}
