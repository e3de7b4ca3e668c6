import "server-only";
import type { z } from "zod";
import type { AiTool } from "@/lib/server/ai/provider";
import { STUCK_DAYS_DEFAULT } from "@/lib/ai/intents";
import { toolsOf } from "@/lib/server/ai/tool-kit";
import { taskToolSchemas, type TaskToolName } from "./tool-schemas";
import { taskLink } from "./answers";
import {
  assignedTasks,
  duplicateGroups,
  openTasksByPriority,
  overdueTasks,
  searchTasks,
  stuckTasks,
  taskByKey,
  type AiTask,
  type BoardFacts,
  UPDATE_DAYS,
} from "./task-data";
import { projectUpdate } from "./project-update";

// The model's tools for a task board: the same reads as the built-in assistant (task-data.ts), under
// the actor's rights (the gate ran when the context was opened, and again on every question). Each
// tool's arguments are validated with zod; its JSON Schema is generated from the same schema.

const DESCRIPTIONS: Record<TaskToolName, string> = {
  search_tasks: "Find tasks of this board whose title matches words",
  get_task: "Read one task of this board by its key: status, column, priority, dates, assignees, description",
  list_overdue_tasks: "Open tasks of this board whose due date has passed",
  list_my_tasks: "Open tasks of this board assigned to the person asking",
  list_open_tasks_by_priority: "Open tasks of this board, highest priority first",
  find_duplicate_tasks: "Groups of tasks of this board with similar titles (possible duplicates)",
  find_stuck_tasks: "Tasks in a work-in-progress column with no activity for some days",
  project_update:
    "What happened on this board lately: created, moved, started, done, overdue, time tracked, per assignee",
  time_totals: "Time tracked on this board's tasks lately, per person",
};

export function taskTools(facts: BoardFacts, userId: string): AiTool[] {
  const { moduleId } = facts.scope;
  const withLink = (task: AiTask) => ({ ...task, link: taskLink(moduleId, task.id) });
  const withLinks = (result: { total: number; tasks: AiTask[] }) => ({
    total: result.total,
    tasks: result.tasks.map(withLink),
  });
  const run: { [N in TaskToolName]: (args: z.output<(typeof taskToolSchemas)[N]>) => Promise<unknown> } = {
    search_tasks: async ({ query, limit }) => withLinks(await searchTasks(facts, query, limit)),
    get_task: async ({ key }) => {
      const task = await taskByKey(facts, key);
      return task ? withLink(task) : { error: `No task ${key} on this board` };
    },
    list_overdue_tasks: async () => withLinks(await overdueTasks(facts)),
    list_my_tasks: async () => withLinks(await assignedTasks(facts, userId)),
    list_open_tasks_by_priority: async ({ limit }) => withLinks(await openTasksByPriority(facts, limit)),
    find_duplicate_tasks: async () => {
      const { total, groups } = await duplicateGroups(facts);
      return { total, groups: groups.map((group) => ({ ...group, tasks: group.tasks.map(withLink) })) };
    },
    find_stuck_tasks: async ({ days }) => {
      const result = await stuckTasks(facts, days ?? STUCK_DAYS_DEFAULT);
      return { days: days ?? STUCK_DAYS_DEFAULT, total: result.total, tasks: result.tasks.map(withLink) };
    },
    project_update: async ({ days }) => projectUpdate(facts, days ?? UPDATE_DAYS),
    time_totals: async ({ days }) => {
      const update = await projectUpdate(facts, days ?? UPDATE_DAYS);
      return {
        days: update.days,
        trackedMs: update.trackedMs,
        people: update.people.map(({ name, trackedMs }) => ({ name, trackedMs })),
      };
    },
  };
  return toolsOf(taskToolSchemas, DESCRIPTIONS, run);
}
