// The suite's BPMN attributes as a moddle package, for bpmn-js (the modeler reads and writes them as
// `suite:trigger`, `suite:action`, `suite:config`, `suite:assignee`) — the same names the compiler
// reads (shared/bpmn.ts); without it bpmn-js would keep them as unknown attributes only.
import { SUITE_ATTRIBUTES, SUITE_NS, SUITE_PREFIX } from "./bpmn";

export const suiteModdle = {
  name: "Suite",
  uri: SUITE_NS,
  prefix: SUITE_PREFIX,
  xml: { tagAlias: "lowerCase" },
  associations: [],
  types: [
    {
      name: "Settings",
      isAbstract: true,
      extends: ["bpmn:StartEvent", "bpmn:ServiceTask", "bpmn:UserTask"],
      properties: Object.values(SUITE_ATTRIBUTES).map((name) => ({ name, isAttr: true, type: "String" })),
    },
  ],
};

/** `suite:<name>`, the key bpmn-js's updateProperties takes for a suite attribute. */
export const suiteKey = (name: keyof typeof SUITE_ATTRIBUTES) => `${SUITE_PREFIX}:${SUITE_ATTRIBUTES[name]}`;
