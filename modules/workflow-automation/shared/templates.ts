// The templates of 'Select a template' (spec: …/create-from-templates), one or more for each of the
// spec's categories, each a working process: a basic rule (shared/rule.ts) or a BPMN process, filled
// with what the project has (its first task board, the person using it). Texts are messages:
// workflowAutomation.templates.items.<id>.{name,description}.
import type { RuleInput } from "./rule";
import { approvalSource } from "./template-sources";

export const TEMPLATE_CATEGORIES = [
  "basic",
  "notification",
  "statusChanged",
  "recurring",
  "dueDates",
  "sync",
  "itemIteration",
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** What a template is filled with: the project's first task board, form and database, the person using it. */
export interface TemplateContext {
  boardId: string | null;
  formModuleId: string | null;
  databaseModuleId: string | null;
  userId: string;
  /** Translated texts the process carries (task titles, notification texts). */
  text: (key: string) => string;
}

export type TemplateBody =
  { level: "basic"; rule: RuleInput } | { level: "advanced"; source: (name: string) => string };

/** A module kind a template's steps need in the project. */
export type TemplateNeed = "board" | "form" | "database";

export interface AutomationTemplate {
  id: string;
  category: TemplateCategory;
  /** Needs a task board in the project (else it is offered with the reason it cannot be used). */
  needs: readonly TemplateNeed[];
  build: (context: TemplateContext) => TemplateBody;
}

const withBoard = (context: TemplateContext) => (context.boardId ? { module: context.boardId } : {});
const formSubmitted = (context: TemplateContext) => ({
  name: "form.submitted",
  config: context.formModuleId ? { module: context.formModuleId } : {},
});

export const AUTOMATION_TEMPLATES: readonly AutomationTemplate[] = [
  {
    id: "taskOnRun",
    category: "basic",
    needs: ["board"],
    build: (context) => ({
      level: "basic",
      rule: {
        trigger: { name: "manual", config: {} },
        actions: [
          {
            name: "task.create",
            config: {
              ...withBoard(context),
              title: context.text("taskOnRunTitle"),
              assignee: context.userId,
            },
          },
        ],
      },
    }),
  },
  {
    id: "approval",
    category: "basic",
    needs: [],
    build: (context) => ({
      level: "advanced",
      source: (name) => approvalSource(name, context),
    }),
  },
  {
    id: "newTaskNotice",
    category: "notification",
    needs: ["board"],
    build: (context) => ({
      level: "basic",
      rule: {
        trigger: { name: "task.created", config: withBoard(context) },
        actions: [
          {
            name: "notification.send",
            config: {
              member: context.userId,
              title: `= "${context.text("newTaskTitle")} " + key + ": " + title`,
            },
          },
        ],
      },
    }),
  },
  {
    id: "doneNotice",
    category: "statusChanged",
    needs: ["board"],
    build: (context) => ({
      level: "basic",
      rule: {
        trigger: { name: "task.moved", config: { ...withBoard(context), toStatus: "done" } },
        actions: [
          {
            name: "notification.send",
            config: {
              member: context.userId,
              title: `= key + " ${context.text("doneTitle")}"`,
              body: "= title",
            },
          },
          { name: "task.comment", config: { taskId: "= taskId", text: context.text("doneComment") } },
        ],
      },
    }),
  },
  {
    id: "weeklyReport",
    category: "recurring",
    needs: ["board"],
    build: (context) => ({
      level: "basic",
      rule: {
        trigger: { name: "schedule", config: { rrule: "FREQ=WEEKLY;BYDAY=MO;BYHOUR=9;BYMINUTE=0" } },
        actions: [
          {
            name: "task.create",
            config: {
              ...withBoard(context),
              title: context.text("weeklyReportTitle"),
              assignee: context.userId,
            },
          },
        ],
      },
    }),
  },
  {
    id: "dueTomorrow",
    category: "dueDates",
    needs: ["board"],
    build: (context) => ({
      level: "basic",
      rule: {
        trigger: { name: "task.dueSoon", config: withBoard(context) },
        actions: [
          {
            name: "notification.send",
            config: {
              member: context.userId,
              title: `= key + " ${context.text("dueTomorrowTitle")}"`,
              body: "= title",
            },
          },
        ],
      },
    }),
  },
  {
    id: "formToTask",
    category: "sync",
    needs: ["board", "form"],
    build: (context) => ({
      level: "basic",
      rule: {
        trigger: formSubmitted(context),
        actions: [
          {
            name: "task.create",
            config: {
              ...withBoard(context),
              title: `= "${context.text("formToTaskTitle")} " + string(responseId)`,
              description: "= string(byQuestion)",
            },
          },
        ],
      },
    }),
  },
  {
    id: "formToRow",
    category: "sync",
    needs: ["form", "database"],
    // Each response becomes a record of the table named like the form; the answers go to the columns
    // named like their questions (`byQuestion`), questions without a column are left out.
    build: (context) => ({
      level: "basic",
      rule: {
        trigger: formSubmitted(context),
        actions: [
          {
            name: "database.rowAdd",
            config: {
              ...(context.databaseModuleId ? { module: context.databaseModuleId } : {}),
              table: "= formTitle",
              cells: "= byQuestion",
              extraColumns: "skip",
            },
          },
        ],
      },
    }),
  },
  {
    id: "overdueSweep",
    category: "itemIteration",
    needs: ["board"],
    // The overdue trigger goes through the board's tasks every minute and starts one run per task
    // that is past its due date (once per task and due date): each item gets its own run.
    build: (context) => ({
      level: "basic",
      rule: {
        trigger: { name: "task.overdue", config: withBoard(context) },
        actions: [
          { name: "task.comment", config: { taskId: "= taskId", text: context.text("overdueComment") } },
          {
            name: "notification.send",
            config: {
              member: context.userId,
              title: `= key + " ${context.text("overdueTitle")}"`,
              body: "= title",
            },
          },
        ],
      },
    }),
  },
  {
    id: "triageNewTask",
    category: "basic",
    needs: ["board"],
    build: (context) => ({
      level: "basic",
      rule: {
        trigger: { name: "task.created", config: withBoard(context) },
        match: "all",
        conditions: [{ variable: "title", operator: "contains", value: context.text("triageKeyword") }],
        actions: [
          { name: "task.assign", config: { taskId: "= taskId", assigneeId: context.userId } },
          { name: "task.move", config: { taskId: "= taskId", status: "work-in-progress" } },
          { name: "task.comment", config: { taskId: "= taskId", text: context.text("triageComment") } },
        ],
      },
    }),
  },
];
