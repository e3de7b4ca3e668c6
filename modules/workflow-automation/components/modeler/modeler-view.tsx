"use client";

import dynamic from "next/dynamic";
import type { BpmnProcess } from "@/modules/workflow-automation/shared/types";
import type { AutomationPlace } from "@/modules/workflow-automation/shared/urls";
import { BpmnEditor } from "./bpmn-editor";

const RuleEditor = dynamic(() => import("../rule/rule-editor").then((module) => module.RuleEditor));

/**
 * The spec's modeler (…/{processId}/modeler?view=erd): a basic automation whose rule still describes
 * it opens in the rule builder (when → if → then), anything else — and a basic one asked for with
 * `view=bpmn` — in the BPMN modeler.
 */
export function ModelerView(props: { place: AutomationPlace; process: BpmnProcess; view: string | null }) {
  const { process } = props;
  if (process.level === "basic" && process.rule && props.view !== "bpmn")
    return <RuleEditor place={props.place} process={process} rule={process.rule} />;
  return <BpmnEditor place={props.place} process={process} />;
}
