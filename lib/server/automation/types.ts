import "server-only";
import type { EventMeta } from "@/lib/server/events/bus";
import type { DomainEvent, DomainEventType } from "@/lib/server/events/types";

// What a kind's kind.server.ts gives workflow automation (`automation` in defineServerKind): the
// server side of the triggers and actions its manifest (kind.ts) declares by name. The platform's
// contract between the kinds and the engine (modules/workflow-automation/server/): only types and
// the ActionError class, so a kind's automation file imports nothing of the engine.

/** What an action answers: its result (a variable under the element's id) and variables to set. */
export interface ActionOutcome {
  result: unknown;
  variables?: Record<string, unknown>;
}

/** Who and what a service task's action runs for: the automation's owner's rights, never more. */
export interface ActionContext {
  workspaceId: string;
  processId: string;
  instanceId: string;
  /** The automation's owner: the action acts with their rights. */
  ownerId: string;
  elementId: string;
  /** The engine's execution id: the same on a retry, so an action can be done once per it. */
  executionId: string;
}

export interface ActionDefinition {
  name: string;
  /**
   * Touches nothing outside the run (it only computes variables): doing it again is harmless, so the
   * engine writes the state before it only if it fails (for the retry), and keeps no step row of its
   * own for it (a crash redoes it from the save before).
   */
  pure?: boolean;
  /**
   * Does the action with its settings (FEEL already evaluated over the variables) and answers its
   * result (a variable under the element's id) and variables to set. Throws an `ActionError` with a
   * `code` an error boundary may catch.
   */
  run(context: ActionContext, settings: Record<string, unknown>): Promise<ActionOutcome>;
}

/** An action's failure; `code` is what a BPMN error boundary's errorCode matches. Never a secret in it. */
export class ActionError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** One start a domain event makes of a trigger (a batch event may make several: tasks created at once). */
export interface TriggerFire {
  /** The module the event happened in: the automation sees it only in its project or its chosen module. */
  moduleId: string;
  /** What in the event it is about (a task's id): the start's key when the event makes several. */
  subject: string;
  /** The variables the run starts with. */
  variables: Record<string, unknown>;
  /** When set, the owner must be one of these too (a conversation's members). */
  audience?: readonly string[];
}

/** A trigger row a sweep trigger looks at: its automation's settings, owner and project. */
export interface SweptTrigger {
  id: string;
  processId: string;
  workspaceId: string;
  config: Record<string, unknown>;
  ownerId: string;
  /** The automation module's project (null for a workspace's own module). */
  projectId: string | null;
}

/** A run a sweep trigger asks for: once per `startKey` (the sweep asks again every minute). */
export interface SweptStart {
  triggerId: string;
  startKey: string;
  variables: Record<string, unknown>;
}

/**
 * A trigger fired by the outbox's domain events (`events`, `fire`) or, where the kind has no event
 * for it (a due date coming), by the automation-timers sweep every minute (`sweep`).
 */
export interface TriggerDefinition {
  name: string;
  /** The domain events that may fire it. */
  events: readonly DomainEventType[];
  /** What the event makes of this trigger: nothing, one start, or one per subject. */
  fire(event: DomainEvent, meta: EventMeta): Promise<TriggerFire[]> | TriggerFire[];
  /**
   * Whether a start event's settings take this fire (beyond its `module` setting, which the
   * dispatch checks): a to-status, a keyword. Absent: every fire.
   */
  accepts?(config: Record<string, unknown>, fire: TriggerFire): boolean;
  /**
   * For a swept trigger: the runs its rows ask for now, each under its owner's rights (what the
   * owner cannot read starts nothing); a run already started for a key is not started again.
   */
  sweep?(triggers: readonly SweptTrigger[], now: Date): Promise<SweptStart[]>;
}

/** A kind's automation parts (defineServerKind's `automation`). */
export interface AutomationServerParts {
  triggers?: readonly TriggerDefinition[];
  actions?: readonly ActionDefinition[];
}
