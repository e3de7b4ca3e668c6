import "server-only";
import { resolveSetting } from "../engine/feel";
import type { ActionOutcome } from "../engine/run-cycle";

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
   * Does the action with its settings (FEEL already evaluated over the variables) and answers its
   * result (a variable under the element's id) and variables to set. Throws an `ActionError` with a
   * `code` an error boundary may catch.
   */
  run(context: ActionContext, settings: Record<string, unknown>): Promise<ActionOutcome>;
}

/** An action's failure; `code` is what a BPMN error boundary's errorCode matches. */
export class ActionError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_VARIABLE_BYTES = 64 * 1024;

/** `variables.set`: sets the instance's variables named in `values` (FEEL values evaluated). */
const setVariables: ActionDefinition = {
  name: "variables.set",
  async run(_context, settings) {
    const values = settings.values;
    if (!values || typeof values !== "object" || Array.isArray(values)) {
      throw new ActionError("values must be an object of names and values", "BAD_SETTINGS");
    }
    for (const name of Object.keys(values)) {
      if (!NAME.test(name)) throw new ActionError(`"${name}" is not a variable name`, "BAD_SETTINGS");
    }
    if (Buffer.byteLength(JSON.stringify(values)) > MAX_VARIABLE_BYTES) {
      throw new ActionError("the values are larger than 64 KB", "BAD_SETTINGS");
    }
    return { result: { values }, variables: values as Record<string, unknown> };
  },
};

/** The actions of the platform; each kind adds its own through its manifest as it is built. */
export const PLATFORM_ACTIONS: readonly ActionDefinition[] = [setVariables];

export type ActionRegistry = ReadonlyMap<string, ActionDefinition>;

export function actionRegistry(actions: readonly ActionDefinition[] = PLATFORM_ACTIONS): ActionRegistry {
  return new Map(actions.map((action) => [action.name, action]));
}

/** A service task's settings with FEEL evaluated over the instance's variables. */
export function settingsFor(config: Record<string, unknown>, variables: Record<string, unknown>) {
  return resolveSetting(config, variables) as Record<string, unknown>;
}
