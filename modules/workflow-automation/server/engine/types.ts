import "server-only";

/** Why a process cannot be deployed; the code names a `workflowAutomation.compile.<code>` message. */
export interface CompileIssue {
  code:
    | "tooLarge"
    | "notBpmn"
    | "unreadable"
    | "noProcess"
    | "oneExecutableProcess"
    | "tooManyElements"
    | "unsupportedElement"
    | "unsupportedEvent"
    | "oneEventDefinition"
    | "messageWithoutName"
    | "unknownMessage"
    | "boundaryWithoutEvent"
    | "catchWithoutEvent"
    | "unknownTrigger"
    | "badConfig"
    | "badSchedule"
    | "serviceWithoutAction"
    | "unknownAction"
    | "conditionLanguage"
    | "emptyCondition"
    | "noStart"
    | "oneStartEvent"
    | "noEnd"
    | "gatewayWithoutCondition"
    | "unsupportedLoop"
    | "loopWithoutItems"
    | "badItemName";
  /** The BPMN element at fault (the modeler selects it), null for the whole process. */
  elementId: string | null;
  /** What the message names (an element type, a trigger, an action). */
  detail?: string;
}

/** The suite settings of one element of a deployed version. */
export interface CompiledElement {
  type: string;
  name?: string;
  /** A start event's trigger. */
  trigger?: string;
  /** A service task's action. */
  action?: string;
  /**
   * A start event's, service task's or message catch event's settings (values starting with "=" are
   * FEEL; a catch event's are its trigger's, and `correlate`, the variable the event must match).
   */
  config?: Record<string, unknown>;
  /** A user task's assignee (a member id, or FEEL after "="). */
  assignee?: string;
  /** A message catch event's message name (a domain event's), and the message's id (what signals it). */
  message?: string;
  messageId?: string;
  /** A service task run once per item of a list: the variable each run sees its item as. */
  loop?: { item: string };
}

export interface StartDefinition {
  elementId: string;
  trigger: string;
  config: Record<string, unknown>;
}

/** What a deployed version stores (`AutomationProcessVersion.compiled`). */
export interface CompiledProcess {
  /** The executable process's id in the BPMN. */
  processId: string;
  /** The parsed definition, serialized by moddle-context-serializer. */
  context: object;
  elements: Record<string, CompiledElement>;
  starts: StartDefinition[];
}

/** Something an instance waits on after a cycle. */
export type Waiting =
  | { type: "timer"; elementId: string; executionId: string; dueAt: string }
  | { type: "userTask"; elementId: string; executionId: string }
  | { type: "message"; elementId: string; executionId: string; message: string; messageId: string };

/** One element's passage in a cycle, for the step log. */
export interface StepEvent {
  elementId: string;
  elementType: string;
  executionId: string;
  status: "started" | "waiting" | "completed" | "failed" | "discarded";
  at: string;
  output?: unknown;
  error?: string;
}
