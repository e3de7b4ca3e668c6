// The texts bpmn-js shows (its palette, context pad and the element menu's entries for what the
// engine runs) by their English original, as keys of workflowAutomation.bpmn in messages/*.json.
// A text not listed shows in English (bpmn-js's own).
export const BPMN_TEXTS: Readonly<Record<string, string>> = {
  "Activate create/remove space tool": "spaceTool",
  "Activate global connect tool": "connectTool",
  "Activate hand tool": "handTool",
  "Activate lasso tool": "lassoTool",
  "Add text annotation": "addAnnotation",
  "Append end event": "appendEnd",
  "Append gateway": "appendGateway",
  "Append intermediate/boundary event": "appendIntermediate",
  "Append task": "appendTask",
  "Append timer intermediate catch event": "appendTimer",
  "Append message intermediate catch event": "appendMessage",
  "Change element": "changeElement",
  "Connect to other element": "connect",
  "Create end event": "createEnd",
  "Create gateway": "createGateway",
  "Create group": "createGroup",
  "Create intermediate/boundary event": "createIntermediate",
  "Create start event": "createStart",
  "Create task": "createTask",
  "Create data object reference": "createDataObject",
  "Create data store reference": "createDataStore",
  "Create expanded sub-process": "createSubProcess",
  "Create pool/participant": "createPool",
  Delete: "delete",
  "Service task": "serviceTask",
  "User task": "userTask",
  Task: "task",
  "Exclusive gateway": "exclusiveGateway",
  "Parallel gateway": "parallelGateway",
  "Start event": "startEvent",
  "End event": "endEvent",
  "Timer start event": "timerStart",
  "Timer intermediate catch event": "timerCatch",
  "Message intermediate catch event": "messageCatch",
  "Error end event": "errorEnd",
  "Sequence flow": "sequenceFlow",
  "Default flow": "defaultFlow",
  "Conditional flow": "conditionalFlow",
};

/** `{name}` placeholders of a bpmn-js text filled as bpmn-js's own translate does. */
export function fill(text: string, replacements: Record<string, string> = {}): string {
  return text.replace(/{([^}]+)}/g, (whole, key: string) => replacements[key] ?? whole);
}
