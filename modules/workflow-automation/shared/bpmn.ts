// What the suite reads in a process's BPMN beyond the standard: attributes in its own namespace on
// the elements it runs (a start event's trigger, a service task's action, a user task's assignee),
// which the modeler's properties panel writes and bpmn-js keeps on import and export.

/** The namespace of the suite's attributes; the prefix is whatever the document declares for it. */
export const SUITE_NS = "https://suite.dev/schema/bpmn";
export const SUITE_PREFIX = "suite";

/** The suite attributes an element may carry (`suite:<name>`). */
export const SUITE_ATTRIBUTES = {
  /** On a start event: what starts it (a trigger's name, modules/workflow-automation/shared/triggers.ts). */
  trigger: "trigger",
  /** On a service task: the action it calls (an action's name, …/shared/actions.ts). */
  action: "action",
  /** On a start event or a service task: its settings, as JSON (values starting with "=" are FEEL). */
  config: "config",
  /** On a user task: who decides (a member's id, or a FEEL expression over the variables). */
  assignee: "assignee",
  /**
   * On a service task with a multi-instance marker: the list it goes through, a FEEL expression over
   * the variables (one run of the action per item, one after another or all at once).
   */
  collection: "collection",
  /** On such a task: the variable each run of the action sees its item as (default `item`). */
  item: "item",
} as const;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/**
 * The source of a new automation (the spec's default): a start event, one service task, an end event,
 * laid out left to right, with its diagram so the modeler draws it. The service task sets a variable
 * until it is given another action.
 */
export function defaultProcessSource(name: string, processId = "Process_1"): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:${SUITE_PREFIX}="${SUITE_NS}" id="Definitions_1" targetNamespace="${SUITE_NS}">
  <bpmn:process id="${processId}" name="${escapeXml(name)}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="Start" ${SUITE_PREFIX}:trigger="manual">
      <bpmn:outgoing>Flow_1</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:serviceTask id="Activity_1" name="Set variables" ${SUITE_PREFIX}:action="variables.set" ${SUITE_PREFIX}:config="{&quot;values&quot;:{&quot;started&quot;:true}}">
      <bpmn:incoming>Flow_1</bpmn:incoming>
      <bpmn:outgoing>Flow_2</bpmn:outgoing>
    </bpmn:serviceTask>
    <bpmn:endEvent id="EndEvent_1" name="End">
      <bpmn:incoming>Flow_2</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Activity_1" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Activity_1" targetRef="EndEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${processId}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="152" y="102" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Activity_1_di" bpmnElement="Activity_1">
        <dc:Bounds x="240" y="80" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_1_di" bpmnElement="EndEvent_1">
        <dc:Bounds x="392" y="102" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1">
        <di:waypoint x="188" y="120" />
        <di:waypoint x="240" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2">
        <di:waypoint x="340" y="120" />
        <di:waypoint x="392" y="120" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
