import "server-only";
import { placedModule, type AiModuleKind } from "@/lib/server/ai/provider";
import { taskModuleScope } from "@/modules/task-management/server/task-module";
import { answerFor, prefaceFor } from "./answers";
import { boardFacts } from "./task-data";
import { taskTools } from "./tools";

/**
 * Task management's assistant: the module gate (taskModuleScope: 404 for another workspace's id, a
 * hidden project or a private module), then the board's reads as tools and built-in answers.
 */
export const taskManagementAi: AiModuleKind = {
  tag: "TaskManagement",
  async open(actor, moduleId, locale) {
    const scope = await taskModuleScope(actor, moduleId, locale);
    const facts = await boardFacts(scope);
    const columns = facts.columns.map((column) => `${column.name} (${column.status})`).join(", ");
    return {
      ...placedModule("TaskManagement", scope),
      canCreate: scope.access.add,
      describe: () =>
        [
          `The module is a task board named "${scope.name}"; task keys look like ${scope.keyPrefix}-12.`,
          `Its columns, in order: ${columns}. A task's status follows its column.`,
          `Today is ${new Date().toISOString().slice(0, 10)}. The person asking ${
            scope.access.add ? "may" : "may not"
          } create tasks here.`,
          "Link a task as [KEY](link) with the link its tool result gives.",
          'To propose a new task, write one ```json block with {"title", "description"?, "priority"?: lowest|low|medium|high|highest, "issueType"?: task|bug|feature|story|epic, "dueDate"?: "YYYY-MM-DD", "labels"?: string[]}.',
        ].join("\n"),
      tools: taskTools(facts, actor.userId),
      answer: answerFor(facts, locale, actor.userId),
      preface: prefaceFor(facts, locale),
    };
  },
};
