import "server-only";
import type { AiIntent } from "@/lib/ai/intents";
import { escapeMarkdown as plain } from "@/lib/ai/markdown-lite";
import { jsonBlock } from "@/lib/ai/reply-parts";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { formatDuration } from "@/lib/ai/format";
import { answerText } from "@/lib/server/ai/answer-text";
import type { TaskDraft } from "@/lib/schemas/ai";
import {
  assignedTasks,
  duplicateGroups,
  openTasksByPriority,
  overdueTasks,
  stuckTasks,
  type AiTask,
  type BoardFacts,
  type TaskList,
} from "./task-data";
import { projectUpdate } from "./project-update";

// The built-in assistant's answers for a task board (no model): each intent read from the board's
// data through task-data.ts and written in the person's language, task keys as links to the task.

/** Tasks listed per group of duplicates (a larger group says how many more). */
const GROUP_SHOWN = 8;

/** The path that opens a task's dialog over its board (a same-origin link in the reply). */
export function taskLink(moduleId: string, taskId: string): string {
  const board = `/task-management/${moduleId}`;
  return `${board}/tasks/${taskId}/edit?redirect=${encodeURIComponent(board)}`;
}

/** The line said before the duplicate scan (the one slow read: ~0.4 s on 5,000 tasks). */
export function prefaceFor(facts: BoardFacts, locale: Locale) {
  return (intent: AiIntent): string | null =>
    intent.kind === "duplicates"
      ? translateMessage(locale, "ai.answers.duplicatesChecking", { module: plain(facts.scope.name) })
      : null;
}

export function answerFor(facts: BoardFacts, locale: Locale, userId: string) {
  const { t, list } = answerText(locale, "ai.answers");
  const moduleName = plain(facts.scope.name);
  const { moduleId } = facts.scope;

  const line = (task: AiTask, extra: string[] = []) => {
    const details = [
      translateMessage(locale, `tasks.priority.${task.priority}`),
      task.column,
      task.dueDate ? t("due", { date: task.dueDate }) : null,
      task.assignees.length ? task.assignees.map(plain).join(", ") : t("noAssignee"),
      ...extra,
    ].filter(Boolean);
    return `- [${task.key}](${taskLink(moduleId, task.id)}) ${plain(task.title)} · ${details.join(" · ")}`;
  };
  const lines = (result: TaskList) => result.tasks.map((task) => line(task));

  const draft = (intent: Extract<AiIntent, { kind: "create" }>): string => {
    if (!intent.title) return t("createNoTitle");
    if (!facts.scope.access.add) return t("createNotAllowed", { module: moduleName });
    const value: TaskDraft = { title: intent.title.slice(0, 500) };
    if (intent.priority) value.priority = intent.priority;
    if (intent.dueInDays !== undefined)
      value.dueDate = new Date(Date.now() + intent.dueInDays * 86_400_000).toISOString().slice(0, 10);
    return `${t("createDraft")}\n\n${jsonBlock(value)}`;
  };

  return async (intent: AiIntent): Promise<string> => {
    switch (intent.kind) {
      case "overdue": {
        const result = await overdueTasks(facts);
        if (result.total === 0) return t("overdueNone", { module: moduleName });
        return list(
          t("overdueIntro", { count: result.total, module: moduleName }),
          lines(result),
          result.total,
        );
      }
      case "assigned": {
        const result = await assignedTasks(facts, userId);
        if (result.total === 0) return t("assignedNone", { module: moduleName });
        return list(
          t("assignedIntro", { count: result.total, module: moduleName }),
          lines(result),
          result.total,
        );
      }
      case "priority": {
        const result = await openTasksByPriority(facts);
        if (result.total === 0) return t("priorityNone", { module: moduleName });
        return list(
          t("priorityIntro", { count: result.total, shown: result.tasks.length }),
          lines(result),
          result.total,
        );
      }
      case "duplicates": {
        const { total, groups } = await duplicateGroups(facts);
        if (total === 0) return t("duplicatesNone", { module: moduleName });
        const groupLines = groups.map((group) => {
          const shown = group.tasks.slice(0, GROUP_SHOWN);
          const tasks = shown.map(
            (task) => `[${task.key}](${taskLink(moduleId, task.id)}) ${plain(task.title)}`,
          );
          if (group.tasks.length > shown.length)
            tasks.push(t("more", { count: group.tasks.length - shown.length }));
          return `- ${tasks.join(" · ")} (${t("similarity", { percent: Math.round(group.similarity * 100) })})`;
        });
        return list(t("duplicatesIntro", { count: total }), groupLines, total);
      }
      case "stuck": {
        const result = await stuckTasks(facts, intent.days);
        if (result.total === 0) return t("stuckNone", { days: intent.days, module: moduleName });
        return list(
          t("stuckIntro", { count: result.total, days: intent.days }),
          result.tasks.map((task) => line(task, [t("idle", { days: task.idleDays })])),
          result.total,
        );
      }
      case "update": {
        const update = await projectUpdate(facts);
        const time = formatDuration(update.trackedMs, locale);
        const text = [
          t("updateTitle", { module: moduleName, days: update.days }),
          "",
          `- ${t("updateDone", { count: update.done })}`,
          `- ${t("updateStarted", { count: update.started })}`,
          `- ${t("updateMoved", { count: update.moved })}`,
          `- ${t("updateCreated", { count: update.created })}`,
          `- ${t("updateOverdue", { count: update.overdue })}`,
          `- ${t("updateTracked", { time })}`,
        ];
        if (update.people.length) {
          text.push("", t("updatePeople"), "");
          for (const person of update.people)
            text.push(
              `- ${t("updatePerson", {
                name: plain(person.name),
                done: person.done,
                started: person.started,
                overdue: person.overdue,
                time: formatDuration(person.trackedMs, locale),
              })}`,
            );
        }
        return text.join("\n");
      }
      case "create":
        return draft(intent);
      // A task board is never asked another kind's questions (matchIntent reads them by kind).
      case "draftPost":
      case "describeProduct":
      case "contentSummary":
      case "chatSummary":
      case "chatUnread":
      case "chatDecisions":
      case "chatDraftReply":
      case "driveFind":
      case "driveSummary":
      case "dbTables":
      case "dbDescribe":
      case "dbCount":
      case "dbAggregate":
      case "help":
        return t("help", { module: moduleName });
    }
  };
}
