// The basic level (spec: "basic"): a rule — *when* a trigger fires, *if* its conditions hold, *then*
// its actions run in order — and the BPMN it is saved as, so the engine runs it like any process and
// the advanced modeler opens it too. Pure: the API validates and builds with it, templates use it.
import * as z from "@/lib/zod";
import { SUITE_NS, SUITE_PREFIX } from "./bpmn";

export const CONDITION_OPERATORS = ["eq", "neq", "contains", "gt", "lt", "isSet", "isNotSet"] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** Operators that read no value. */
export const UNARY_OPERATORS: ReadonlySet<ConditionOperator> = new Set(["isSet", "isNotSet"]);

export const RULE_LIMITS = { conditions: 10, actions: 20, value: 500, title: 100 } as const;

/**
 * A step of the rule's "then" that is not an action: wait a while before the next one (a timer
 * event in the BPMN, so the run waits in PostgreSQL, not in memory). Its settings: amount and unit.
 */
export const WAIT_STEP = "wait";
export const WAIT_UNITS = ["minutes", "hours", "days", "weeks"] as const;
export type WaitUnit = (typeof WAIT_UNITS)[number];
/** At most a year, in any unit. */
const WAIT_MAX: Record<WaitUnit, number> = { minutes: 525_600, hours: 8_760, days: 365, weeks: 52 };

/** A wait step's settings, or null when they are not a whole amount (1 to a year) of a unit. */
export function waitOf(config: Record<string, unknown>): { amount: number; unit: WaitUnit } | null {
  const amount = typeof config.amount === "string" ? Number(config.amount) : config.amount;
  const unit = config.unit;
  if (!(WAIT_UNITS as readonly unknown[]).includes(unit)) return null;
  if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 1) return null;
  if (amount > WAIT_MAX[unit as WaitUnit]) return null;
  return { amount, unit: unit as WaitUnit };
}

/** A wait as an ISO 8601 duration (the timer's timeDuration). */
export function waitDuration(wait: { amount: number; unit: WaitUnit }): string {
  switch (wait.unit) {
    case "minutes":
      return `PT${wait.amount}M`;
    case "hours":
      return `PT${wait.amount}H`;
    case "days":
      return `P${wait.amount}D`;
    case "weeks":
      return `P${wait.amount * 7}D`;
  }
}

const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const NAME = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$|^[a-z][a-zA-Z0-9]*$/;

const step = z.object({
  name: z.string({ error: "validation.ruleStepName" }).check(z.regex(NAME, "validation.ruleStepName")),
  config: z._default(z.record(z.string(), z.unknown()), {}),
  /** What the diagram names it (the label the builder showed). */
  title: z.optional(z.string().check(z.maxLength(RULE_LIMITS.title, "validation.ruleTitleTooLong"))),
});

export const conditionSchema = z.object({
  variable: z
    .string({ error: "validation.ruleVariable" })
    .check(z.trim(), z.regex(VARIABLE, "validation.ruleVariable")),
  operator: z.enum(CONDITION_OPERATORS, { error: "validation.ruleOperator" }),
  value: z._default(z.string().check(z.maxLength(RULE_LIMITS.value, "validation.ruleValueTooLong")), ""),
});
export type RuleCondition = z.output<typeof conditionSchema>;

export const ruleSchema = z.object({
  trigger: step,
  /** all: every condition must hold; any: one is enough. */
  match: z._default(z.enum(["all", "any"]), "all"),
  conditions: z._default(
    z.array(conditionSchema).check(z.maxLength(RULE_LIMITS.conditions, "validation.ruleTooManyConditions")),
    [],
  ),
  actions: z.array(step, { error: "validation.ruleNoActions" }).check(
    z.minLength(1, "validation.ruleNoActions"),
    z.maxLength(RULE_LIMITS.actions, "validation.ruleTooManyActions"),
    z.refine(
      (steps) => steps.every((one) => one.name !== WAIT_STEP || waitOf(one.config) !== null),
      "validation.ruleWait",
    ),
  ),
});
export type Rule = z.output<typeof ruleSchema>;
export type RuleInput = z.input<typeof ruleSchema>;

const feelString = (text: string) => `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** A value as FEEL: a number or a boolean as itself, anything else as a string. */
function feelValue(text: string): string {
  const trimmed = text.trim();
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return trimmed;
  if (trimmed === "true" || trimmed === "false") return trimmed;
  return feelString(text);
}

/** One condition as FEEL (a missing variable is null: a comparison with it is not true). */
export function conditionFeel(condition: RuleCondition): string {
  const { variable: name, value } = condition;
  switch (condition.operator) {
    case "eq":
      return `${name} = ${feelValue(value)}`;
    case "neq":
      return `${name} != ${feelValue(value)}`;
    case "contains":
      return `contains(lower case(string(${name})), lower case(${feelString(value)}))`;
    case "gt":
      return `${name} > ${feelValue(value)}`;
    case "lt":
      return `${name} < ${feelValue(value)}`;
    // A missing variable is null in FEEL (feelin), so "set" is neither null nor empty text.
    case "isSet":
      return `(${name} != null and ${name} != "")`;
    case "isNotSet":
      return `(${name} = null or ${name} = "")`;
  }
}

/** The rule's conditions as one FEEL expression ("=" first), or null when it has none. */
export function ruleConditionFeel(rule: Pick<Rule, "conditions" | "match">): string | null {
  if (rule.conditions.length === 0) return null;
  const parts = rule.conditions.map((condition) => `(${conditionFeel(condition)})`);
  return `= ${parts.join(rule.match === "any" ? " or " : " and ")}`;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

const configAttribute = (config: Record<string, unknown>) =>
  Object.keys(config).length ? ` ${SUITE_PREFIX}:config="${escapeXml(JSON.stringify(config))}"` : "";

interface Shape {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The BPMN of a rule, laid out left to right: its start event (the trigger), an exclusive gateway
 * when it has conditions (its default way out ends at "Not matched"), one service task per action in
 * order (a wait: a timer event), and the end event; with the diagram so the modeler draws it.
 */
export function ruleToBpmn(rule: Rule, name: string, processId = "Process_1"): string {
  const middle = 120;
  const shapes: Shape[] = [];
  const flows: { id: string; from: Shape; to: Shape; condition?: string }[] = [];
  const elements: string[] = [];
  let x = 152;
  const start: Shape = { id: "StartEvent_1", x, y: middle - 18, w: 36, h: 36 };
  shapes.push(start);
  elements.push(
    `<bpmn:startEvent id="StartEvent_1" name="${escapeXml(rule.trigger.title ?? rule.trigger.name)}" ${SUITE_PREFIX}:trigger="${escapeXml(rule.trigger.name)}"${configAttribute(rule.trigger.config)} />`,
  );
  let previous = start;
  x += 36 + 60;
  const condition = ruleConditionFeel(rule);
  let gateway: Shape | null = null;
  if (condition) {
    gateway = { id: "Gateway_1", x, y: middle - 25, w: 50, h: 50 };
    shapes.push(gateway);
    flows.push({ id: "Flow_start", from: start, to: gateway });
    previous = gateway;
    x += 50 + 60;
  }
  rule.actions.forEach((action, index) => {
    const wait = action.name === WAIT_STEP ? waitOf(action.config) : null;
    const task: Shape = wait
      ? { id: `Wait_${index + 1}`, x: x + 32, y: middle - 18, w: 36, h: 36 }
      : { id: `Task_${index + 1}`, x, y: middle - 40, w: 100, h: 80 };
    shapes.push(task);
    elements.push(
      wait
        ? `<bpmn:intermediateCatchEvent id="${task.id}" name="${escapeXml(action.title ?? action.name)}"><bpmn:timerEventDefinition id="${task.id}_timer"><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">${waitDuration(wait)}</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>`
        : `<bpmn:serviceTask id="${task.id}" name="${escapeXml(action.title ?? action.name)}" ${SUITE_PREFIX}:action="${escapeXml(action.name)}"${configAttribute(action.config)} />`,
    );
    flows.push({
      id: `Flow_${index + 1}`,
      from: previous,
      to: task,
      ...(previous === gateway && condition ? { condition } : {}),
    });
    previous = task;
    x += 100 + 60;
  });
  const end: Shape = { id: "EndEvent_1", x, y: middle - 18, w: 36, h: 36 };
  shapes.push(end);
  elements.push(`<bpmn:endEvent id="EndEvent_1" name="Done" />`);
  flows.push({ id: "Flow_end", from: previous, to: end });
  if (gateway) {
    const skipped: Shape = { id: "EndEvent_2", x: gateway.x + 7, y: middle + 90, w: 36, h: 36 };
    shapes.push(skipped);
    elements.push(`<bpmn:endEvent id="EndEvent_2" name="Not matched" />`);
    flows.push({ id: "Flow_else", from: gateway, to: skipped });
    elements.push(`<bpmn:exclusiveGateway id="Gateway_1" name="If" default="Flow_else" />`);
  }
  for (const flow of flows) {
    const body = flow.condition
      ? `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${escapeXml(flow.condition)}</bpmn:conditionExpression>`
      : "";
    elements.push(
      body
        ? `<bpmn:sequenceFlow id="${flow.id}" sourceRef="${flow.from.id}" targetRef="${flow.to.id}">${body}</bpmn:sequenceFlow>`
        : `<bpmn:sequenceFlow id="${flow.id}" sourceRef="${flow.from.id}" targetRef="${flow.to.id}" />`,
    );
  }
  const di = [
    ...shapes.map(
      (shape) =>
        `<bpmndi:BPMNShape id="${shape.id}_di" bpmnElement="${shape.id}"><dc:Bounds x="${shape.x}" y="${shape.y}" width="${shape.w}" height="${shape.h}" /></bpmndi:BPMNShape>`,
    ),
    ...flows.map((flow) => {
      const down = flow.to.y > flow.from.y + flow.from.h;
      const points = down
        ? [
            [flow.from.x + flow.from.w / 2, flow.from.y + flow.from.h],
            [flow.to.x + flow.to.w / 2, flow.to.y],
          ]
        : [
            [flow.from.x + flow.from.w, middle],
            [flow.to.x, middle],
          ];
      return `<bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}">${points
        .map(([px, py]) => `<di:waypoint x="${px}" y="${py}" />`)
        .join("")}</bpmndi:BPMNEdge>`;
    }),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:${SUITE_PREFIX}="${SUITE_NS}" id="Definitions_1" targetNamespace="${SUITE_NS}">
  <bpmn:process id="${processId}" name="${escapeXml(name)}" isExecutable="true">
    ${elements.join("\n    ")}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${processId}">
      ${di.join("\n      ")}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
