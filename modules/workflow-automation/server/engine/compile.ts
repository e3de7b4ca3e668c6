import "server-only";
import BpmnModdle, { type BaseElement, type Definitions } from "bpmn-moddle";
import * as Elements from "bpmn-elements";
import serializeContext, { TypeResolver } from "moddle-context-serializer";
import { SUITE_ATTRIBUTES, SUITE_NS } from "../../shared/bpmn";
import { ENGINE_VARIABLES } from "../../shared/catalog";
import type { CompileIssue, CompiledElement, CompiledProcess, StartDefinition } from "./types";

/** The elements the engine runs (docs/modules/workflow-automation.md, "The executed subset"). */
const RUNNABLE = new Set([
  "bpmn:StartEvent",
  "bpmn:EndEvent",
  "bpmn:ServiceTask",
  "bpmn:UserTask",
  "bpmn:ExclusiveGateway",
  "bpmn:ParallelGateway",
  "bpmn:IntermediateCatchEvent",
  "bpmn:BoundaryEvent",
  "bpmn:SequenceFlow",
]);
/** Parts of a process that do nothing when it runs (annotations, lanes' sets, groups). */
const INERT = new Set(["bpmn:TextAnnotation", "bpmn:Association", "bpmn:Group", "bpmn:LaneSet"]);
/** The event definitions the engine runs, by the event that may carry them. */
const EVENT_DEFINITIONS: Record<string, ReadonlySet<string>> = {
  "bpmn:StartEvent": new Set(["bpmn:TimerEventDefinition"]),
  "bpmn:EndEvent": new Set(["bpmn:ErrorEventDefinition"]),
  "bpmn:IntermediateCatchEvent": new Set(["bpmn:TimerEventDefinition", "bpmn:MessageEventDefinition"]),
  "bpmn:BoundaryEvent": new Set(["bpmn:ErrorEventDefinition", "bpmn:TimerEventDefinition"]),
};

export const MAX_SOURCE_BYTES = 1024 * 1024;
const MAX_ELEMENTS = 500;

const typeResolver = TypeResolver({ ...Elements });

interface Catalogue {
  /** The triggers a start event may name. */
  triggers: ReadonlySet<string>;
  /** The actions a service task may call. */
  actions: ReadonlySet<string>;
  /** The triggers a message catch event may wait for (its message's name); absent: every trigger. */
  messages?: ReadonlySet<string>;
  /** What is wrong with a start event's trigger settings (a schedule's RRULE), null when nothing. */
  checkStart?: (trigger: string, config: Record<string, unknown>) => string | null;
}

/** The suite attributes of an element, by local name, whatever prefix the document gave the namespace. */
function suiteAttributes(element: BaseElement, prefixes: ReadonlySet<string>): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, value] of Object.entries(element.$attrs ?? {})) {
    const [prefix, local] = name.split(":");
    if (local && prefixes.has(prefix!)) found.set(local, value);
  }
  return found;
}

function parseConfig(raw: string | undefined): Record<string, unknown> | null {
  if (raw === undefined || raw.trim() === "") return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const list = (value: unknown): BaseElement[] => (Array.isArray(value) ? (value as BaseElement[]) : []);

/** A variable name a loop's item may take: a FEEL name, not one the engine keeps for itself. */
const ITEM_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * A service task's multi-instance marker (BPMN's loop over a list): its action runs once per item of
 * `suite:collection` (FEEL), the item as `suite:item`, one after another (isSequential) or all at
 * once. The engine reads the list and the item's name from the marker (bpmn-elements' `collection`
 * and `elementVariable`), set here. Other loops (a standard loop, a loop on another element, a
 * marker without a list) are refused.
 */
function compileLoop(
  element: BaseElement,
  attributes: Map<string, string>,
  issue: (code: CompileIssue["code"], elementId: string | null, detail?: string) => void,
): CompiledElement["loop"] {
  const id = element.id ?? "";
  const loop = element.loopCharacteristics as (BaseElement & Record<string, unknown>) | undefined;
  if (!loop) return undefined;
  if (element.$type !== "bpmn:ServiceTask" || loop.$type !== "bpmn:MultiInstanceLoopCharacteristics") {
    issue("unsupportedLoop", id);
    return undefined;
  }
  const collection = (attributes.get(SUITE_ATTRIBUTES.collection) ?? "").trim();
  const item = (attributes.get(SUITE_ATTRIBUTES.item) ?? "").trim() || "item";
  if (!collection) issue("loopWithoutItems", id);
  if (!ITEM_NAME.test(item) || ENGINE_VARIABLES.has(item)) issue("badItemName", id, item);
  loop.collection = collection.startsWith("=") ? collection : `=${collection}`;
  loop.elementVariable = item;
  return { item };
}

/**
 * Parses a process's BPMN XML, checks it against what the engine runs and what the suite knows, and
 * answers what a version stores: the parsed definition serialized once (no XML parsing per run), the
 * suite settings of its elements by id, and its start events. Conditions are FEEL: a condition
 * written without the leading "=" gets it, and other languages are refused (no scripts run).
 */
export async function compileProcess(
  xml: string,
  catalogue: Catalogue,
): Promise<{ ok: true; compiled: CompiledProcess } | { ok: false; issues: CompileIssue[] }> {
  const issues: CompileIssue[] = [];
  const issue = (code: CompileIssue["code"], elementId: string | null = null, detail?: string) =>
    issues.push({ code, elementId, ...(detail !== undefined && { detail }) });
  if (Buffer.byteLength(xml) > MAX_SOURCE_BYTES)
    return { ok: false, issues: [{ code: "tooLarge", elementId: null }] };

  let parsed: Awaited<ReturnType<BpmnModdle["fromXML"]>>;
  try {
    parsed = await new BpmnModdle().fromXML(xml);
  } catch (error) {
    return {
      ok: false,
      issues: [{ code: "notBpmn", elementId: null, detail: (error as Error).message.slice(0, 200) }],
    };
  }
  for (const warning of parsed.warnings)
    issue("unreadable", warning.element?.id ?? null, warning.message.slice(0, 200));
  const definitions: Definitions = parsed.rootElement;
  const prefixes = new Set(
    Object.entries(definitions.$attrs ?? {})
      .filter(([name, value]) => name.startsWith("xmlns:") && value === SUITE_NS)
      .map(([name]) => name.slice("xmlns:".length)),
  );
  const processes = list(definitions.rootElements).filter((root) => root.$type === "bpmn:Process");
  const executable = processes.filter((process) => process.isExecutable === true);
  if (processes.length === 0 || executable.length !== 1) {
    issue(processes.length === 0 ? "noProcess" : "oneExecutableProcess");
    return { ok: false, issues };
  }
  const process = executable[0]!;
  const flowElements = list(process.flowElements);
  if (flowElements.length > MAX_ELEMENTS) issue("tooManyElements", null, String(MAX_ELEMENTS));

  const elements: Record<string, CompiledElement> = {};
  const starts: StartDefinition[] = [];
  for (const element of flowElements) {
    const id = element.id ?? "";
    if (INERT.has(element.$type)) continue;
    if (!RUNNABLE.has(element.$type)) {
      issue("unsupportedElement", id, element.$type.replace("bpmn:", ""));
      continue;
    }
    const attributes = suiteAttributes(element, prefixes);
    const compiled: CompiledElement = {
      type: element.$type,
      ...(element.name ? { name: String(element.name) } : {}),
    };
    const definitionsOf = list(element.eventDefinitions);
    const allowed = EVENT_DEFINITIONS[element.$type];
    for (const definition of definitionsOf) {
      if (!allowed?.has(definition.$type))
        issue("unsupportedEvent", id, definition.$type.replace("bpmn:", ""));
    }
    if (definitionsOf.length > 1) issue("oneEventDefinition", id);
    const definition = definitionsOf[0];
    if (definition?.$type === "bpmn:MessageEventDefinition") {
      const message = definition.messageRef as BaseElement | undefined;
      if (!message?.name) issue("messageWithoutName", id);
      else {
        compiled.message = String(message.name);
        compiled.messageId = message.id ?? "";
        // A message is a trigger's domain event, waited for with its settings (server/triggers/messages.ts).
        if (!(catalogue.messages ?? catalogue.triggers).has(compiled.message))
          issue("unknownMessage", id, compiled.message);
        const config = parseConfig(attributes.get(SUITE_ATTRIBUTES.config));
        if (!config) issue("badConfig", id);
        compiled.config = config ?? {};
      }
    }
    if (element.$type === "bpmn:BoundaryEvent" && !definition) issue("boundaryWithoutEvent", id);
    if (element.$type === "bpmn:IntermediateCatchEvent" && !definition) issue("catchWithoutEvent", id);

    if (element.$type === "bpmn:StartEvent") {
      const timer = definition?.$type === "bpmn:TimerEventDefinition";
      const trigger = attributes.get(SUITE_ATTRIBUTES.trigger) ?? (timer ? "schedule" : "manual");
      if (!catalogue.triggers.has(trigger)) issue("unknownTrigger", id, trigger);
      const config = parseConfig(attributes.get(SUITE_ATTRIBUTES.config));
      if (!config) issue("badConfig", id);
      else if (catalogue.triggers.has(trigger)) {
        const problem = catalogue.checkStart?.(trigger, config) ?? null;
        if (problem !== null) issue(trigger === "schedule" ? "badSchedule" : "badConfig", id, problem);
      }
      starts.push({ elementId: id, trigger, config: config ?? {} });
      compiled.trigger = trigger;
    }
    if (element.$type === "bpmn:ServiceTask") {
      const action = attributes.get(SUITE_ATTRIBUTES.action);
      if (!action) issue("serviceWithoutAction", id);
      else if (!catalogue.actions.has(action)) issue("unknownAction", id, action);
      const config = parseConfig(attributes.get(SUITE_ATTRIBUTES.config));
      if (!config) issue("badConfig", id);
      if (action) compiled.action = action;
      compiled.config = config ?? {};
    }
    const loop = compileLoop(element, attributes, issue);
    if (loop) compiled.loop = loop;
    if (element.$type === "bpmn:UserTask") {
      const assignee = attributes.get(SUITE_ATTRIBUTES.assignee);
      if (assignee) compiled.assignee = assignee;
    }
    if (element.$type === "bpmn:SequenceFlow") {
      const condition = element.conditionExpression as
        (BaseElement & { body?: string; language?: string }) | undefined;
      if (condition) {
        const language = condition.language?.toLowerCase();
        if (language && language !== "feel") issue("conditionLanguage", id, condition.language);
        const body = (condition.body ?? "").trim();
        if (!body) issue("emptyCondition", id);
        // The engine reads a condition as an expression; ours (server/engine/feel.ts) are FEEL after "=".
        condition.body = body.startsWith("=") ? body : `=${body}`;
        delete condition.language;
      }
    }
    elements[id] = compiled;
  }
  if (starts.length === 0) issue("noStart");
  // The engine starts every start event of a process at once: a run begins at its one start.
  for (const extra of starts.slice(1)) issue("oneStartEvent", extra.elementId);
  if (!flowElements.some((element) => element.$type === "bpmn:EndEvent")) issue("noEnd");
  // Every exclusive gateway with more than one way out says when each is taken (or has a default).
  for (const element of flowElements) {
    if (element.$type !== "bpmn:ExclusiveGateway") continue;
    const outgoing = flowElements.filter(
      (flow) =>
        flow.$type === "bpmn:SequenceFlow" && (flow.sourceRef as BaseElement | undefined)?.id === element.id,
    );
    if (
      outgoing.length > 1 &&
      outgoing.some((flow) => !flow.conditionExpression && element.default !== flow)
    ) {
      issue("gatewayWithoutCondition", element.id ?? null);
    }
  }
  if (issues.length > 0) return { ok: false, issues };

  const context = serializeContext(parsed as unknown as Definitions, typeResolver).serialize();
  return {
    ok: true,
    compiled: { processId: process.id ?? "", context: JSON.parse(context) as object, elements, starts },
  };
}
