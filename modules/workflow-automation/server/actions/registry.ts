import "server-only";
import { SERVER_KINDS } from "@/modules/kinds.server";
import { ACTION_CATALOG } from "../../shared/catalog";
import { ActionError, type ActionDefinition } from "@/lib/server/automation/types";
import { resolveSetting } from "../engine/feel";
import { callWebhook } from "./webhook-call";

export { ActionError, type ActionContext, type ActionDefinition } from "@/lib/server/automation/types";

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_VARIABLE_BYTES = 64 * 1024;

/** `variables.set`: sets the instance's variables named in `values` (FEEL values evaluated). */
const setVariables: ActionDefinition = {
  name: "variables.set",
  pure: true,
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

/** The actions of the platform itself (the catalog's entries of kind null). */
export const PLATFORM_ACTIONS: readonly ActionDefinition[] = [setVariables, callWebhook];

export type ActionRegistry = ReadonlyMap<string, ActionDefinition>;

let all: ActionRegistry | null = null;

/**
 * Every action a service task may call: the platform's and each kind's (its kind.server.ts
 * `automation.actions`), limited to the names the catalog declares (shared/catalog.ts), so the
 * modeler's list, the compiler and the engine agree. Read lazily: modules/kinds.server.ts lists this
 * kind's own server side, which imports the engine.
 */
export function actionRegistry(actions?: readonly ActionDefinition[]): ActionRegistry {
  if (actions) return new Map(actions.map((action) => [action.name, action]));
  if (all) return all;
  const declared = new Set(ACTION_CATALOG.map((entry) => entry.name));
  const defined = [
    ...PLATFORM_ACTIONS,
    ...Object.values(SERVER_KINDS).flatMap((server) => server.automation?.actions ?? []),
  ];
  all = new Map(defined.filter((action) => declared.has(action.name)).map((action) => [action.name, action]));
  return all;
}

/** A service task's settings with FEEL evaluated over the instance's variables. */
export function settingsFor(config: Record<string, unknown>, variables: Record<string, unknown>) {
  return resolveSetting(config, variables) as Record<string, unknown>;
}
