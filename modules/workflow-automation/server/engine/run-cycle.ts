import "server-only";
import { ENGINE_VARIABLES } from "../../shared/catalog";
import { EventEmitter } from "node:events";
import { Engine } from "bpmn-engine";
import { Timers } from "bpmn-elements";
import type { SerializableContext } from "moddle-context-serializer";
import { feelExpressions } from "./feel";
import type { ActionOutcome } from "@/lib/server/automation/types";
import type { CompiledElement, StepEvent, Waiting } from "./types";

/** A deployed version ready to run: its definition deserialized once per node (server/engine/versions.ts). */
export interface LoadedVersion {
  id: string;
  sourceContext: SerializableContext;
  elements: Record<string, CompiledElement>;
}

export interface ActionCall {
  elementId: string;
  executionId: string;
  action: string;
  config: Record<string, unknown>;
  /** The instance's variables when the task starts (a copy). */
  variables: Record<string, unknown>;
}

export type { ActionOutcome };

export interface CycleInput {
  version: LoadedVersion;
  /** The saved state to go on from; null starts the process. */
  state: object | null;
  /** A new instance's variables. */
  variables?: Record<string, unknown>;
  /** Delivered once resumed: user tasks' decisions (by element id) or messages (by the message's id). */
  signals?: { id: string; payload: Record<string, unknown> }[];
  /**
   * Runs a service task's action: its `result` is the task's output (a variable under the element's
   * id), its `variables` are set on the instance.
   */
  runAction(call: ActionCall): Promise<ActionOutcome>;
  /**
   * Saves the state as a service task starts, before its action runs: a crash or a failed action
   * goes on (retry) from there, the tasks before it done, and the same execution id given again.
   */
  saveState(state: object): Promise<void>;
  /**
   * Actions that touch nothing outside the run (variables.set): the state before them is saved only
   * when they fail (one write less per step).
   */
  pure?(action: string): boolean;
  /** Element starts allowed in this cycle (the loop guard). */
  maxSteps: number;
}

export interface CycleResult {
  outcome: "waiting" | "completed" | "failed";
  /** The state to save (null once ended). */
  state: object | null;
  variables: Record<string, unknown>;
  waiting: Waiting[];
  steps: StepEvent[];
  error?: { elementId: string | null; message: string; loop?: boolean };
}

/** Timer delays the engine may wait in-process; longer ones are left to the automation-timers job. */
const IN_PROCESS_TIMER_MS = 1_000;

async function stateOf(engine: Engine): Promise<object> {
  const state = (await engine.getState()) as { definitions?: { source?: unknown }[] };
  // The definition is the version's: it is given again on recovery, never stored per instance.
  for (const definition of state.definitions ?? []) delete definition.source;
  return state;
}

function cleanVariables(variables: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(variables ?? {}).filter(([key]) => !ENGINE_VARIABLES.has(key)));
}

/**
 * Runs one cycle of an instance in the engine (bpmn-engine, MIT): starts it or recovers its saved
 * state, delivers a signal, and runs until every path waits (a timer not due yet, a user task, a
 * message) or the process ends or fails. Service tasks run their actions through `runAction`; each
 * element's passage is reported for the step log. Nothing here touches the database.
 */
export async function runCycle(input: CycleInput): Promise<CycleResult> {
  const steps: StepEvent[] = [];
  const timers = new Map<string, { elementId: string; dueAt: string }>();
  let started = 0;
  let failure: CycleResult["error"];
  let engine: Engine | null = null;

  const listener = new EventEmitter();
  const step = (status: StepEvent["status"]) => (api: ActivityApi) => {
    if (api.type === "bpmn:Process") return;
    const event: StepEvent = {
      elementId: api.id,
      elementType: api.type,
      executionId: api.executionId,
      status,
      at: new Date().toISOString(),
    };
    if (status === "completed" && api.content?.output !== undefined) event.output = api.content.output;
    if (status === "failed") event.error = String(api.content?.error?.message ?? "");
    steps.push(event);
  };
  listener.on("activity.start", (api: ActivityApi) => {
    if (api.type === "bpmn:Process") return;
    started += 1;
    step("started")(api);
    if (started > input.maxSteps && !failure) {
      failure = { elementId: api.id, message: "loop", loop: true };
      void engine?.stop();
    }
  });
  listener.on("activity.end", step("completed"));
  listener.on("activity.wait", step("waiting"));
  listener.on("activity.discard", step("discarded"));
  listener.on("activity.error", step("failed"));
  listener.on("activity.timer", (api: ActivityApi) => {
    const expireAt = api.content?.expireAt;
    if (expireAt) timers.set(api.executionId, { elementId: api.id, dueAt: new Date(expireAt).toISOString() });
  });
  listener.on("activity.timeout", (api: ActivityApi) => timers.delete(api.executionId));

  const runAction = input.runAction;
  const saveState = input.saveState;
  const pure = input.pure;
  const elements = input.version.elements;
  const inert = { activate() {}, deactivate() {} };
  // The process's environment, which its elements share (the engine's own holds only what it started with).
  let processEnvironment: ExtensionActivity["environment"] | null = null;
  const extension = (activity: ExtensionActivity) => {
    if (activity.type === "bpmn:Process") processEnvironment = activity.environment;
    if (activity.type === "bpmn:Process" || activity.isSequenceFlow) return inert;
    if (activity.type === "bpmn:ServiceTask") {
      const element = elements[activity.id];
      activity.behaviour.Service = function SuiteAction(this: ServiceInstance) {
        this.execute = (
          message: ServiceMessage,
          callback: (error: Error | null, output?: unknown) => void,
        ) => {
          const run = async () => {
            const before = await stateOf(engine!);
            // A pure action's state is saved only when it fails (a retry goes on from it); others'
            // before they run, as what they do outside the run must not be done twice.
            const deferred = pure?.(element?.action ?? "") === true;
            if (!deferred) await saveState(before);
            try {
              return await runAction({
                elementId: activity.id,
                executionId: message.content.executionId,
                action: element?.action ?? "",
                config: element?.config ?? {},
                variables: { ...cleanVariables(activity.environment.variables), ...itemOf(element, message) },
              });
            } catch (error) {
              if (deferred) await saveState(before);
              throw error;
            }
          };
          run().then(
            (outcome) => {
              for (const [name, value] of Object.entries(outcome.variables ?? {})) {
                if (!ENGINE_VARIABLES.has(name)) activity.environment.variables[name] = value;
              }
              callback(null, outcome.result);
            },
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
          );
        };
      };
    }
    // What a task answered (an action's result, a user task's decision) is a variable under its id.
    activity.on("end", (api: ActivityApi) => {
      const output = api.content?.output;
      if (output === undefined) return;
      activity.environment.variables[activity.id] = output;
    });
    return inert;
  };

  // A timer due (almost) now fires in this cycle; a later one is left to the automation-timers job.
  const inProcess = new Set<NodeJS.Timeout>();
  const timerOptions = {
    setTimeout(callback: (...args: unknown[]) => void, delay: number, ...args: unknown[]) {
      if (delay > IN_PROCESS_TIMER_MS) return { later: true } as unknown as NodeJS.Timeout;
      const handle: NodeJS.Timeout = setTimeout(
        () => {
          inProcess.delete(handle);
          callback(...args);
        },
        Math.max(0, delay),
      );
      inProcess.add(handle);
      return handle;
    },
    clearTimeout(handle: NodeJS.Timeout) {
      if (!inProcess.delete(handle)) return;
      clearTimeout(handle);
    },
  };

  engine = new Engine({
    name: input.version.id,
    sourceContext: input.version.sourceContext,
    expressions: feelExpressions,
    timers: new Timers(timerOptions as ConstructorParameters<typeof Timers>[0]),
    // No scripts run: the compiler refuses script tasks and conditions in a script language.
    scripts: { register: () => undefined, getScript: () => undefined as never },
    extensions: {
      suite: extension as unknown as NonNullable<
        ConstructorParameters<typeof Engine>[0]
      >["extensions"] extends Record<string, infer E>
        ? E
        : never,
    },
  });
  const current = engine;
  current.on("error", (error: Error & { source?: { content?: { id?: string } } }) => {
    failure ??= { elementId: error.source?.content?.id ?? null, message: error.message.slice(0, 500) };
  });
  const lastFailed = () => [...steps].reverse().find((event) => event.status === "failed");

  if (input.state) {
    current.recover(input.state as Parameters<Engine["recover"]>[0]);
    await current.resume({ listener });
  } else {
    await current.execute({ listener, variables: { ...(input.variables ?? {}) } });
  }
  const busy = () => inProcess.size > 0;
  await settle(current, busy);
  for (const signal of input.signals ?? []) {
    if (current.state !== "running" || failure) break;
    current.execution.signal({ ...signal.payload, id: signal.id });
    await settle(current, busy);
  }

  const variables = cleanVariables(
    (processEnvironment as ExtensionActivity["environment"] | null)?.variables ??
      (current.environment.variables as Record<string, unknown>),
  );
  if (failure || current.state === "error") {
    const failed = lastFailed();
    const error = failure ?? { elementId: failed?.elementId ?? null, message: failed?.error ?? "failed" };
    if (!error.elementId && failed) error.elementId = failed.elementId;
    if (current.state === "running") await current.stop();
    return { outcome: "failed", state: null, variables, waiting: [], steps, error };
  }
  if (current.state !== "running")
    return { outcome: "completed", state: null, variables, waiting: [], steps };

  const waiting: Waiting[] = [];
  for (const [executionId, timer] of timers) {
    waiting.push({ type: "timer", elementId: timer.elementId, executionId, dueAt: timer.dueAt });
  }
  for (const postponed of current.execution.getPostponed()) {
    const element = elements[postponed.id];
    if (postponed.type === "bpmn:UserTask") {
      waiting.push({ type: "userTask", elementId: postponed.id, executionId: postponed.executionId });
    } else if (element?.message && !timers.has(postponed.executionId)) {
      waiting.push({
        type: "message",
        elementId: postponed.id,
        executionId: postponed.executionId,
        message: element.message,
        messageId: element.messageId ?? "",
      });
    }
  }
  await current.stop();
  return { outcome: "waiting", state: await stateOf(current), variables, waiting, steps };
}

/**
 * Resolves once no element is executing and no in-process timer is pending: the engine waits, has
 * ended or has failed.
 */
function settle(engine: Engine, busy: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const done = () => engine.state !== "running" || (engine.activityStatus !== "executing" && !busy());
    if (done()) return resolve();
    const interval = setInterval(() => {
      if (!done()) return;
      clearInterval(interval);
      resolve();
    }, 2);
  });
}

interface ActivityApi {
  id: string;
  type: string;
  executionId: string;
  content?: { output?: unknown; expireAt?: string | Date; error?: { message?: string } };
}
interface ServiceMessage {
  content: { executionId: string; isMultiInstance?: boolean; index?: number } & Record<string, unknown>;
}

/**
 * A loop's run of a service task (a multi-instance marker): its item under the loop's name, and
 * `loopCounter`, its place in the list from 1 (Camunda's name). Nothing for a task without a loop.
 */
function itemOf(element: CompiledElement | undefined, message: ServiceMessage): Record<string, unknown> {
  const loop = element?.loop;
  if (!loop || !message.content.isMultiInstance) return {};
  return { [loop.item]: message.content[loop.item] ?? null, loopCounter: (message.content.index ?? 0) + 1 };
}
interface ServiceInstance {
  execute: (message: ServiceMessage, callback: (error: Error | null, output?: unknown) => void) => void;
}
interface ExtensionActivity {
  id: string;
  type: string;
  isSequenceFlow?: boolean;
  behaviour: { Service?: unknown };
  environment: { variables: Record<string, unknown> };
  on(event: string, handler: (api: ActivityApi) => void): void;
}
