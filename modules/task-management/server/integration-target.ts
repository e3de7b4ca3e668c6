import "server-only";
import { itemDate, itemHtml, itemTitle, type IntegrationTarget } from "@/lib/server/integrations/deliveries";
import { TASK_TITLE_MAX } from "@/modules/task-management/shared/constants";
import { createTask } from "./create-task";

/**
 * Task management's integration target (the form builder's `formTasks`): an item becomes a task in
 * the board's first column through the create route's own service — its title the mapped question's
 * answer, every answer in its description, its due date the mapped date question's.
 */
export const taskIntegrationTarget: IntegrationTarget = {
  features: ["formTasks"],
  async create({ actor, moduleId, item, mapping }) {
    const dueDate = itemDate(item, mapping);
    const task = await createTask(actor, {
      moduleId,
      body: {
        title: itemTitle(item, mapping, TASK_TITLE_MAX),
        description: itemHtml(item),
        ...(dueDate && { dueDate }),
      },
    });
    return task.id;
  },
};
