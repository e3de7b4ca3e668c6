// 'Generate with AI' (issue 38), its built-in rules: a description in English or Spanish → a basic
// rule (shared/rule.ts). The trigger is what the description's "when" part names (or a schedule, or a
// run by hand); the actions are every action it names, in the order it names them; "if the title
// contains 'x'" becomes a condition. Settings are filled from what the project has (its first module
// of each kind the person may read) and the person asking; what cannot be known (a conversation, a
// table) is left for them to pick in the rule builder. Pure: no model, no database (./propose.ts asks
// a configured model to refine the proposal).
import { normalizeQuestion } from "@/lib/ai/intents";
import { RULE_STEP_CATALOG, TRIGGER_CATALOG, catalogEntry } from "../../shared/catalog";
import { RULE_LIMITS, WAIT_STEP, type RuleInput, type WaitUnit } from "../../shared/rule";
import {
  ACTION_WORDS,
  DAY_WORDS,
  QUOTED,
  RECIPIENT_WORDS,
  SCHEDULE_WORDS,
  STATUS_WORDS,
  TITLE_CONTAINS,
  TRIGGER_WORDS,
} from "./rule-words";

/** Texts a proposal carries, in the asker's language. */
export type ProposalText = (
  key: "taskTitle" | "noticeTitle" | "eventTitle" | "commentText" | "messageText",
  values?: Record<string, string>,
) => string;

export interface ProposeContext {
  /** The project's first module of each kind the asker may read, by tag ("TaskManagement" → id). */
  modules: Readonly<Record<string, string>>;
  /** The asker: whom notifications go to by default, whom tasks are assigned to. */
  userId: string;
  text: ProposalText;
}

/**
 * The description's "when" part and where it starts: from its "when" ("whenever", "cuando", …; else
 * its start) up to a "then", a comma or the end ("notify me, when a task moves to Done" reads "when a
 * task moves to Done").
 */
function whenPart(text: string): { at: number; text: string } {
  const found = text.search(
    /\b(when|whenever|each time|every time|as soon as|once|cuando|cada vez que|en cuanto|apenas)\b/,
  );
  const at = Math.max(0, found);
  const rest = text.slice(at);
  const end = rest.search(/\b(then|entonces)\b|[,;:]/);
  return { at, text: end > 0 ? rest.slice(0, end) : rest };
}

/** An RRULE for the description's schedule words, or null when it names no schedule. */
export function scheduleRule(text: string): string | null {
  const days = DAY_WORDS.filter(([, pattern]) => pattern.test(text)).map(([day]) => day);
  const at = SCHEDULE_WORDS.at.exec(text);
  let hour = at ? Number(at[1]) : 9;
  const minute = at?.[2] ? Number(at[2]) : 0;
  const half = at?.[3]?.replace(/\./g, "");
  if (half === "pm" && hour < 12) hour += 12;
  if (half === "am" && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return null;
  const time = `BYHOUR=${hour};BYMINUTE=${minute}`;
  if (SCHEDULE_WORDS.hourly.test(text)) return "FREQ=HOURLY;BYMINUTE=0";
  if (SCHEDULE_WORDS.weekdays.test(text)) return `FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;${time}`;
  const every = /\b(every|each|cada|todos los|todas las)\b/.test(text);
  if (days.length > 0 && (every || SCHEDULE_WORDS.weekly.test(text)))
    return `FREQ=WEEKLY;BYDAY=${days.join(",")};${time}`;
  if (SCHEDULE_WORDS.daily.test(text)) return `FREQ=DAILY;${time}`;
  if (SCHEDULE_WORDS.weekly.test(text)) return `FREQ=WEEKLY;BYDAY=MO;${time}`;
  if (SCHEDULE_WORDS.monthly.test(text)) return `FREQ=MONTHLY;BYMONTHDAY=1;${time}`;
  return null;
}

const quoted = (text: string): string | null => {
  const found = QUOTED.exec(text);
  const value = (found?.[1] ?? found?.[2])?.trim();
  return value ? value.slice(0, RULE_LIMITS.value) : null;
};

type Step = RuleInput["actions"][number];

/** The trigger a description names, with its settings; a run by hand when it names none. */
function triggerOf(original: string, text: string, context: ProposeContext): Step {
  const schedule = scheduleRule(text);
  if (schedule) return { name: "schedule", config: { rrule: schedule } };
  const when = whenPart(text).text;
  const named =
    TRIGGER_WORDS.find(({ name, pattern }) => catalogEntry(TRIGGER_CATALOG, name) && pattern.test(when)) ??
    TRIGGER_WORDS.find(
      ({ name, pattern }) =>
        name !== "task.moved" && catalogEntry(TRIGGER_CATALOG, name) && pattern.test(text),
    );
  if (!named) return { name: "manual", config: {} };
  const entry = catalogEntry(TRIGGER_CATALOG, named.name)!;
  const config: Record<string, unknown> = {};
  const moduleField = entry.fields.find((field) => field.kind === "module");
  const moduleId = moduleField?.moduleTag ? context.modules[moduleField.moduleTag] : undefined;
  if (moduleField && moduleId) config[moduleField.key] = moduleId;
  if (named.name === "task.moved") {
    const status = STATUS_WORDS.find(({ pattern }) => pattern.test(when))?.status;
    if (status) config.toStatus = status;
  }
  if (named.name === "chat.message") {
    const keyword = quoted(original);
    if (keyword) config.keyword = keyword;
  }
  return { name: named.name, config };
}

const WAIT_UNIT_WORDS: readonly [WaitUnit, RegExp][] = [
  ["minutes", /^(minutes?|minutos?)$/],
  ["hours", /^(hours?|horas?)$/],
  ["days", /^(days?|dias?)$/],
  ["weeks", /^(weeks?|semanas?)$/],
];

function waitConfig(match: RegExpExecArray): Record<string, unknown> {
  const amount = /^\d+$/.test(match[2]!) ? Number(match[2]) : 1;
  const unit = WAIT_UNIT_WORDS.find(([, pattern]) => pattern.test(match[3]!))?.[0] ?? "days";
  return { amount: Math.max(1, amount), unit };
}

/** One action's settings, filled from the trigger's variables, the project and the asker. */
function actionConfig(
  name: string,
  found: RegExpExecArray,
  trigger: Step,
  original: string,
  text: string,
  context: ProposeContext,
): Record<string, unknown> {
  const variables = new Set(catalogEntry(TRIGGER_CATALOG, trigger.name)?.variables ?? []);
  const aboutTask = variables.has("taskId");
  const subject = variables.has("title") ? (variables.has("key") ? '= key + ": " + title' : "= title") : null;
  const recipient =
    RECIPIENT_WORDS.actor.test(text) && variables.has("actorId")
      ? "= actorId"
      : RECIPIENT_WORDS.actor.test(text) && variables.has("authorId")
        ? "= authorId"
        : context.userId;
  const moduleOf = (tag: string) => (context.modules[tag] ? { module: context.modules[tag] } : {});
  switch (name) {
    case WAIT_STEP:
      return waitConfig(found);
    case "notification.send":
      return { member: recipient, title: subject ?? context.text("noticeTitle") };
    case "email.send":
      return {
        member: recipient,
        subject: subject ?? context.text("noticeTitle"),
        body: variables.has("title") ? "= title" : context.text("noticeTitle"),
      };
    case "task.create":
      return {
        ...moduleOf("TaskManagement"),
        title: quoted(original) ?? (subject && !aboutTask ? subject : context.text("taskTitle")),
        assignee: context.userId,
      };
    case "task.move": {
      const after = text.slice(found.index);
      const status = STATUS_WORDS.find(({ pattern }) => pattern.test(after))?.status;
      return { ...(aboutTask ? { taskId: "= taskId" } : {}), ...(status ? { status } : {}) };
    }
    case "task.assign":
      return { ...(aboutTask ? { taskId: "= taskId" } : {}), assigneeId: context.userId };
    case "task.comment":
      return { ...(aboutTask ? { taskId: "= taskId" } : {}), text: context.text("commentText") };
    case "chat.post":
      return {
        ...moduleOf("OnlineChat"),
        ...(variables.has("conversationId") ? { conversationId: "= conversationId" } : {}),
        text: subject ?? context.text("messageText"),
      };
    case "database.rowAdd":
      return {
        ...moduleOf("DatabaseGenerator"),
        ...(variables.has("byQuestion") ? { cells: "= byQuestion", extraColumns: "skip" } : {}),
      };
    case "calendar.eventCreate":
      return {
        ...moduleOf("AICalendar"),
        title: quoted(original) ?? subject ?? context.text("eventTitle"),
        ...(variables.has("start") ? { start: "= start" } : {}),
        ...(variables.has("dueDate") ? { start: "= dueDate" } : {}),
      };
    case "webhook.call": {
      const url = /https?:\/\/[^\s"'<>]+/.exec(original)?.[0];
      return url ? { url: url.replace(/[.,;)]+$/, "") } : {};
    }
    default:
      return {};
  }
}

/**
 * The rule a description proposes, or null when it names nothing the rule could do. The trigger's
 * own phrase is not read as an action ("when a task moves to Done" moves nothing).
 */
export function proposeRule(description: string, context: ProposeContext): RuleInput | null {
  const text = normalizeQuestion(description);
  const trigger = triggerOf(description, text, context);
  const when = whenPart(text);
  const triggerPhrase = TRIGGER_WORDS.find(({ name }) => name === trigger.name)?.pattern.exec(when.text);
  const skip = triggerPhrase
    ? { from: when.at + triggerPhrase.index, to: when.at + triggerPhrase.index + triggerPhrase[0].length }
    : null;
  const found: { at: number; step: Step }[] = [];
  for (const { name, pattern } of ACTION_WORDS) {
    if (!catalogEntry(RULE_STEP_CATALOG, name)) continue;
    const match = new RegExp(pattern.source, "g");
    for (let hit = match.exec(text); hit; hit = match.exec(text)) {
      if (skip && hit.index >= skip.from && hit.index < skip.to) continue;
      found.push({
        at: hit.index,
        step: { name, config: actionConfig(name, hit, trigger, description, text, context) },
      });
      break;
    }
  }
  // An e-mail is a notification of its own: "e-mail me" is not also an in-app notice.
  const named = new Set(found.map((item) => item.step.name));
  const actions = found
    .filter(
      (item) => !(item.step.name === "notification.send" && named.has("email.send") && !/\bnotif/.test(text)),
    )
    .sort((a, b) => a.at - b.at)
    .map((item) => item.step)
    .slice(0, RULE_LIMITS.actions);
  // A wait alone does nothing.
  if (actions.every((step) => step.name === WAIT_STEP)) return null;
  const contains = TITLE_CONTAINS.exec(description.normalize("NFD").replace(/[\u0300-\u036f]/g, ""));
  const conditions =
    contains && catalogEntry(TRIGGER_CATALOG, trigger.name)?.variables?.includes("title")
      ? [{ variable: "title", operator: "contains" as const, value: contains[1]!.trim() }]
      : [];
  return { trigger, match: "all", conditions, actions };
}
