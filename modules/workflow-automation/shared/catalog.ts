// What an automation may start with and call (issue 38): the platform's own triggers and actions and
// those each module kind declares in its manifest (modules/<segment>/kind.ts `automation`), by name
// with their settings. Client-safe: the modeler's properties panel reads it, and the server's
// registries (server/automation/registry.ts, server/actions/registry.ts) and the compiler accept only
// the names listed here. Labels are messages: workflowAutomation.catalog.{triggers,actions}.<name with
// "_" for ".">, catalog.fields.<key>, catalog.options.<key>.<option>.
import type {
  AutomationActionDescriptor,
  AutomationTriggerDescriptor,
  SettingField,
  SettingFieldKind,
} from "@/lib/modules/kind";
import { MODULE_KINDS } from "@/modules/kinds";
import { WAIT_STEP, WAIT_UNITS } from "./rule";

export type { SettingField, SettingFieldKind };

export interface CatalogEntry {
  /** e.g. "task.moved", "task.create". */
  name: string;
  /** The kind's tag it belongs to, or null for the platform's own. */
  kind: string | null;
  fields: readonly SettingField[];
  /** For actions: the variables its result holds (under the element's id), e.g. ["taskId","key"]. */
  outputs?: readonly string[];
  /** For triggers: the variables a run starts with, e.g. ["taskId","title","fromStatus","toStatus","actorId"]. */
  variables?: readonly string[];
  /** For triggers: fired by the sweep, not by a domain event (no message waits for it). */
  swept?: boolean;
}

/**
 * Names the engine (bpmn-elements) puts in a process's variables itself: a trigger's variables and an
 * action's outputs never use them (they would be dropped from the run's variables).
 */
export const ENGINE_VARIABLES: ReadonlySet<string> = new Set(["fields", "content", "properties"]);

/** The platform's triggers: a person's Run, a schedule (an RFC 5545 RRULE), an incoming webhook. */
export const PLATFORM_TRIGGERS: readonly AutomationTriggerDescriptor[] = [
  { name: "manual", fields: [], variables: [] },
  {
    name: "schedule",
    fields: [
      { key: "rrule", kind: "text", required: true },
      { key: "timezone", kind: "text" },
    ],
    variables: ["scheduledAt"],
  },
  { name: "webhook", fields: [], variables: ["payload"] },
];

/** The platform's actions: set variables, call an outgoing webhook. */
export const PLATFORM_ACTIONS: readonly AutomationActionDescriptor[] = [
  { name: "variables.set", fields: [{ key: "values", kind: "json", required: true }], outputs: ["values"] },
  {
    name: "webhook.call",
    fields: [
      { key: "url", kind: "text", required: true },
      { key: "body", kind: "json" },
    ],
    outputs: ["ok", "status"],
  },
];

const entry = (
  kind: string | null,
  descriptor: AutomationTriggerDescriptor | AutomationActionDescriptor,
): CatalogEntry => ({ ...descriptor, kind });

/** Every trigger a start event may name (`suite:trigger`), the platform's first, then by kind. */
export const TRIGGER_CATALOG: readonly CatalogEntry[] = [
  ...PLATFORM_TRIGGERS.map((descriptor) => entry(null, descriptor)),
  ...MODULE_KINDS.flatMap((kind) =>
    (
      (kind as { automation?: { triggers?: readonly AutomationTriggerDescriptor[] } }).automation?.triggers ??
      []
    ).map((descriptor) => entry(kind.tag, descriptor)),
  ),
];

/** Every action a service task may call (`suite:action`), the platform's first, then by kind. */
export const ACTION_CATALOG: readonly CatalogEntry[] = [
  ...PLATFORM_ACTIONS.map((descriptor) => entry(null, descriptor)),
  ...MODULE_KINDS.flatMap((kind) =>
    (
      (kind as { automation?: { actions?: readonly AutomationActionDescriptor[] } }).automation?.actions ?? []
    ).map((descriptor) => entry(kind.tag, descriptor)),
  ),
];

/**
 * The triggers a message catch event may wait for (its message's name): the kinds' triggers a domain
 * event fires (server/triggers/messages.ts), not the platform's nor the swept ones.
 */
export const MESSAGE_CATALOG: readonly CatalogEntry[] = TRIGGER_CATALOG.filter(
  (entry) => entry.kind !== null && !entry.swept,
);

/** The required settings of an entry a step leaves empty (the rule builder marks them; a proposal counts them). */
export function missingSettings(entry: CatalogEntry, config: Record<string, unknown>): SettingField[] {
  return entry.fields.filter(
    (field) => field.required && (config[field.key] === undefined || config[field.key] === ""),
  );
}

/** The catalog's entry of a trigger or action by name. */
export function catalogEntry(catalog: readonly CatalogEntry[], name: string): CatalogEntry | undefined {
  return catalog.find((item) => item.name === name);
}

/**
 * The rule builder's "then" steps: every action, and a wait (shared/rule.ts WAIT_STEP), which the
 * rule's BPMN makes a timer event rather than a service task (the modeler draws timers itself).
 */
export const RULE_STEP_CATALOG: readonly CatalogEntry[] = [
  ...ACTION_CATALOG,
  {
    name: WAIT_STEP,
    kind: null,
    fields: [
      { key: "amount", kind: "number", required: true },
      { key: "unit", kind: "select", options: WAIT_UNITS, required: true },
    ],
  },
];
