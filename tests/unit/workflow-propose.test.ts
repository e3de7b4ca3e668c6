// 'Generate with AI' (issue 38), the built-in rules: a description in English or Spanish → the rule
// a person sees before it is made, its settings filled from the project's modules and the asker.
import {
  proposeRule,
  scheduleRule,
  type ProposeContext,
} from "@/modules/workflow-automation/server/ai/rules";
import { ruleSchema, ruleToBpmn } from "@/modules/workflow-automation/shared/rule";

const BOARD = "a".repeat(24);
const FORM = "b".repeat(24);
const ME = "c".repeat(24);
const context: ProposeContext = {
  modules: { TaskManagement: BOARD, FormBuilder: FORM },
  userId: ME,
  text: (key) => `<${key}>`,
};

const names = (rule: ReturnType<typeof proposeRule>) => rule?.actions.map((step) => step.name);

describe("proposeRule", () => {
  it("reads 'notify me when a task moves to Done' as a move trigger to done and a notice to the asker", () => {
    const rule = proposeRule("Notify me when a task moves to Done", context)!;
    expect(rule.trigger).toEqual({ name: "task.moved", config: { module: BOARD, toStatus: "done" } });
    expect(rule.actions).toEqual([
      { name: "notification.send", config: { member: ME, title: '= key + ": " + title' } },
    ]);
    // What it proposes is a rule the API takes and the engine runs.
    expect(ruleSchema.safeParse(rule).success).toBe(true);
  });

  it("finds the trigger in its 'when' part wherever it stands, and does not read it as an action", () => {
    const rule = proposeRule("Please notify me, when a task is moved to done", context)!;
    expect(rule.trigger).toEqual({ name: "task.moved", config: { module: BOARD, toStatus: "done" } });
    expect(names(rule)).toEqual(["notification.send"]);
    const spanish = proposeRule("Comenta la tarea cuando se mueva a hecho", context)!;
    expect(spanish.trigger.name).toBe("task.moved");
    expect(names(spanish)).toEqual(["task.comment"]);
  });

  it("reads Spanish, with or without accents", () => {
    for (const text of ["Avísame cuando una tarea pase a Hecho", "avisame cuando una tarea pasa a hecho"]) {
      const rule = proposeRule(text, context)!;
      expect(rule.trigger.config).toEqual({ module: BOARD, toStatus: "done" });
      expect(names(rule)).toEqual(["notification.send"]);
    }
  });

  it("makes a schedule of 'every Monday at 9' with the quoted task title", () => {
    const rule = proposeRule('Every Monday at 9, create a task "Weekly report"', context)!;
    expect(rule.trigger).toEqual({
      name: "schedule",
      config: { rrule: "FREQ=WEEKLY;BYDAY=MO;BYHOUR=9;BYMINUTE=0" },
    });
    expect(rule.actions).toEqual([
      { name: "task.create", config: { module: BOARD, title: "Weekly report", assignee: ME } },
    ]);
  });

  it("reads times of day and other schedules", () => {
    expect(scheduleRule("every day at 5pm")).toBe("FREQ=DAILY;BYHOUR=17;BYMINUTE=0");
    expect(scheduleRule("cada viernes a las 16:30")).toBe("FREQ=WEEKLY;BYDAY=FR;BYHOUR=16;BYMINUTE=30");
    expect(scheduleRule("on weekdays at 8 am")).toBe("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;BYHOUR=8;BYMINUTE=0");
    expect(scheduleRule("monthly")).toBe("FREQ=MONTHLY;BYMONTHDAY=1;BYHOUR=9;BYMINUTE=0");
    expect(scheduleRule("every day at 27")).toBeNull();
    expect(scheduleRule("when a task is created")).toBeNull();
  });

  it("fills a form trigger with the project's form and a task with the default title", () => {
    const rule = proposeRule("When a form is submitted, create a task", context)!;
    expect(rule.trigger).toEqual({ name: "form.submitted", config: { module: FORM } });
    expect(rule.actions).toEqual([
      { name: "task.create", config: { module: BOARD, title: "<taskTitle>", assignee: ME } },
    ]);
  });

  it("makes 'title contains' a condition and keeps the actions in the order named", () => {
    const rule = proposeRule(
      `When a new task's title contains "bug", assign it to me and move it to in progress`,
      context,
    )!;
    expect(rule.trigger.name).toBe("task.created");
    expect(rule.conditions).toEqual([{ variable: "title", operator: "contains", value: "bug" }]);
    expect(rule.actions).toEqual([
      { name: "task.assign", config: { taskId: "= taskId", assigneeId: ME } },
      { name: "task.move", config: { taskId: "= taskId", status: "work-in-progress" } },
    ]);
  });

  it("makes a wait a timer step, and an e-mail not also an in-app notice", () => {
    const rule = proposeRule("When a task is created, wait 2 days, then remind me by e-mail", context)!;
    expect(rule.actions).toEqual([
      { name: "wait", config: { amount: 2, unit: "days" } },
      {
        name: "email.send",
        config: { member: ME, subject: '= key + ": " + title', body: "= title" },
      },
    ]);
    const bpmn = ruleToBpmn(ruleSchema.parse(rule), "Reminder");
    expect(bpmn).toContain('<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">P2D</bpmn:timeDuration>');
    expect(bpmn).toContain('id="Task_2"');
  });

  it("takes a webhook's address without the sentence's full stop", () => {
    const rule = proposeRule("When a task is created, call https://hooks.example.com/in?x=1.", context)!;
    expect(rule.actions).toEqual([
      { name: "webhook.call", config: { url: "https://hooks.example.com/in?x=1" } },
    ]);
  });

  it("leaves a module setting for the person to pick when the project has none of that kind", () => {
    const rule = proposeRule("Notify me when a task moves to done", { ...context, modules: {} })!;
    expect(rule.trigger.config).toEqual({ toStatus: "done" });
  });

  it("sends to whoever did it when the description says so", () => {
    const rule = proposeRule("When a task is created, notify the author", context)!;
    expect(rule.actions[0]?.config?.member).toBe("= actorId");
  });

  it("runs by hand when nothing starts it, and proposes nothing when nothing is done", () => {
    expect(proposeRule("Create a task 'Check backups'", context)!.trigger).toEqual({
      name: "manual",
      config: {},
    });
    expect(proposeRule("hello there", context)).toBeNull();
    expect(proposeRule("when a task is created, wait 2 hours", context)).toBeNull();
  });
});

describe("the wait step", () => {
  const rule = (config: Record<string, unknown>) => ({
    trigger: { name: "manual" },
    actions: [
      { name: "wait", config },
      { name: "variables.set", config: { values: { a: 1 } } },
    ],
  });
  it("takes a whole amount up to a year and refuses the rest", () => {
    expect(ruleSchema.safeParse(rule({ amount: 3, unit: "hours" })).success).toBe(true);
    expect(ruleSchema.safeParse(rule({ amount: 52, unit: "weeks" })).success).toBe(true);
    for (const bad of [
      { amount: 0, unit: "days" },
      { amount: 1.5, unit: "days" },
      { amount: 366, unit: "days" },
      { amount: 1, unit: "years" },
      {},
    ]) {
      const parsed = ruleSchema.safeParse(rule(bad));
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("validation.ruleWait");
    }
  });
});
