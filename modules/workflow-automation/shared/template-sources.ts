// The BPMN of the templates that are more than a rule (shared/templates.ts), with their diagrams.
import { SUITE_NS, SUITE_PREFIX } from "./bpmn";
import type { TemplateContext } from "./templates";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

const json = (value: unknown) => escapeXml(JSON.stringify(value));

/**
 * Approval: a manual run asks the person who set it up to approve (a user task in their inbox); approved,
 * they are told it went ahead; rejected, that it stopped.
 */
export function approvalSource(name: string, context: TemplateContext): string {
  const s = SUITE_PREFIX;
  const approved = { member: context.userId, title: context.text("approvedTitle") };
  const rejected = { member: context.userId, title: context.text("rejectedTitle") };
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:${s}="${SUITE_NS}" id="Definitions_1" targetNamespace="${SUITE_NS}">
  <bpmn:process id="Process_1" name="${escapeXml(name)}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="${escapeXml(context.text("approvalStart"))}" ${s}:trigger="manual" />
    <bpmn:userTask id="Approve" name="${escapeXml(context.text("approvalTask"))}" ${s}:assignee="${escapeXml(context.userId)}" />
    <bpmn:exclusiveGateway id="Gateway_1" name="${escapeXml(context.text("approvalQuestion"))}" default="Flow_no" />
    <bpmn:serviceTask id="Task_yes" name="${escapeXml(context.text("approvedTitle"))}" ${s}:action="notification.send" ${s}:config="${json(approved)}" />
    <bpmn:serviceTask id="Task_no" name="${escapeXml(context.text("rejectedTitle"))}" ${s}:action="notification.send" ${s}:config="${json(rejected)}" />
    <bpmn:endEvent id="EndEvent_1" name="Done" />
    <bpmn:endEvent id="EndEvent_2" name="Stopped" />
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Approve" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Approve" targetRef="Gateway_1" />
    <bpmn:sequenceFlow id="Flow_yes" sourceRef="Gateway_1" targetRef="Task_yes"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">= Approve.decision = "approved"</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="Flow_no" sourceRef="Gateway_1" targetRef="Task_no" />
    <bpmn:sequenceFlow id="Flow_3" sourceRef="Task_yes" targetRef="EndEvent_1" />
    <bpmn:sequenceFlow id="Flow_4" sourceRef="Task_no" targetRef="EndEvent_2" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="Process_1">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1"><dc:Bounds x="152" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Approve_di" bpmnElement="Approve"><dc:Bounds x="240" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Gateway_1_di" bpmnElement="Gateway_1" isMarkerVisible="true"><dc:Bounds x="395" y="95" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_yes_di" bpmnElement="Task_yes"><dc:Bounds x="500" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_no_di" bpmnElement="Task_no"><dc:Bounds x="500" y="210" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_1_di" bpmnElement="EndEvent_1"><dc:Bounds x="662" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_2_di" bpmnElement="EndEvent_2"><dc:Bounds x="662" y="232" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="188" y="120" /><di:waypoint x="240" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2"><di:waypoint x="340" y="120" /><di:waypoint x="395" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_yes_di" bpmnElement="Flow_yes"><di:waypoint x="445" y="120" /><di:waypoint x="500" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_no_di" bpmnElement="Flow_no"><di:waypoint x="420" y="145" /><di:waypoint x="420" y="250" /><di:waypoint x="500" y="250" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_3_di" bpmnElement="Flow_3"><di:waypoint x="600" y="120" /><di:waypoint x="662" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_4_di" bpmnElement="Flow_4"><di:waypoint x="600" y="250" /><di:waypoint x="662" y="250" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
