// What the modeler page holds of the bpmn-js modeler once it is drawn (bpmn-modeler.tsx makes it):
// reading and replacing the XML, the selected element, changing an element's properties, marks.
import type { DiagramMark } from "../diagram/diagram-canvas";

/** An element of the diagram as the properties panel reads it (bpmn-js's shape or connection). */
export interface DiagramElement {
  id: string;
  type: string;
  businessObject: BusinessObject;
  /** For a sequence flow: where it comes from. */
  source?: DiagramElement;
}

/** The BPMN model object of an element (bpmn-moddle's), as far as the panel reads it. */
export interface BusinessObject {
  id: string;
  $type: string;
  name?: string;
  eventDefinitions?: BusinessObject[];
  conditionExpression?: { body?: string };
  timeDate?: { body?: string };
  timeDuration?: { body?: string };
  timeCycle?: { body?: string };
  /** A message event's message (its name is the trigger whose events it waits for). */
  messageRef?: { name?: string };
  /** A task's loop marker (multi-instance: its action once per item of a list). */
  loopCharacteristics?: { $type: string; isSequential?: boolean };
  $parent?: BusinessObject;
  get(name: string): unknown;
}

/** A task's "For each item": none, one item after another, or all at once. */
export type LoopMode = "none" | "sequential" | "parallel";

export interface ModelerHandle {
  saveXML(): Promise<string>;
  importXML(xml: string): Promise<void>;
  /** Sets properties of an element (name, `suite:*` attributes) as one undoable change. */
  update(element: DiagramElement, properties: Record<string, unknown>): void;
  /** Sets a timer event's definition: `kind` date | duration | cycle with its value. */
  setTimer(element: DiagramElement, kind: "timeDate" | "timeDuration" | "timeCycle", value: string): void;
  /** Points a message event at the message named `name` (made once in the definitions). */
  setMessage(element: DiagramElement, name: string): void;
  /** Sets a task's loop marker (a multi-instance one, in turn or at once), or removes it. */
  setLoop(element: DiagramElement, mode: LoopMode): void;
  /** Sets (or clears, with "") a sequence flow's FEEL condition. */
  setCondition(element: DiagramElement, body: string): void;
  select(elementId: string): void;
  mark(marks: ReadonlyMap<string, DiagramMark>): void;
  element(elementId: string): DiagramElement | null;
}
