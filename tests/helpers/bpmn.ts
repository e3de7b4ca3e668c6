// Small BPMN processes for the workflow automation tests: elements written as XML inside one
// executable process, with the suite's namespace declared (no diagram: the engine does not need one).
import { SUITE_NS } from "../../modules/workflow-automation/shared/bpmn";

export function bpmn(body: string, extra = ""): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:suite="${SUITE_NS}" id="Defs" targetNamespace="${SUITE_NS}">
  ${extra}
  <bpmn:process id="P" isExecutable="true">
${body}
  </bpmn:process>
</bpmn:definitions>`;
}

/** A sequence flow, with a FEEL condition when given. */
export const flow = (id: string, from: string, to: string, condition?: string) =>
  condition
    ? `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><bpmn:conditionExpression>${condition
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")}</bpmn:conditionExpression></bpmn:sequenceFlow>`
    : `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}" />`;

/** A service task calling `action` with `config` (JSON in the attribute). */
export const service = (id: string, action: string, config: Record<string, unknown> = {}) =>
  `<bpmn:serviceTask id="${id}" name="${id}" suite:action="${action}" suite:config="${JSON.stringify(config)
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")}" />`;
