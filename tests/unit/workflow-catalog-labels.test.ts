// The automation catalog's labels (issue 38): every trigger, action and rule step the kinds' manifests
// declare, each setting and each option of a choice, named in English and in Spanish under
// workflowAutomation.catalog (the modeler, the rule builder and 'Generate with AI' show them), and
// every template named and described.
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import {
  ENGINE_VARIABLES,
  RULE_STEP_CATALOG,
  TRIGGER_CATALOG,
} from "@/modules/workflow-automation/shared/catalog";
import { AUTOMATION_TEMPLATES } from "@/modules/workflow-automation/shared/templates";

type Labels = Record<string, unknown>;
/** As the modeler keys a name (components/modeler/setting-field.tsx): "task.moved" → "task_moved". */
const catalogKey = (name: string) => name.replace(/\./g, "_");
const at = (tree: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((node, key) => (node as Labels | undefined)?.[key], tree);

const wanted = [
  ...TRIGGER_CATALOG.map((entry) => ({ group: "triggers", entry })),
  ...RULE_STEP_CATALOG.map((entry) => ({ group: "actions", entry })),
].flatMap(({ group, entry }) => [
  `catalog.${group}.${catalogKey(entry.name)}`,
  ...entry.fields.flatMap((field) => [
    `catalog.fields.${field.key}`,
    ...(field.options ?? []).map((option) => `catalog.options.${field.key}.${option}`),
  ]),
]);

describe.each([
  ["en", en],
  ["es", es],
] as const)("%s", (_language, messages) => {
  it.each([...new Set(wanted)])("names %s", (path) => {
    expect(typeof at(messages.workflowAutomation, path)).toBe("string");
  });

  it.each(AUTOMATION_TEMPLATES.map((template) => template.id))(
    "names and describes the template %s",
    (id) => {
      expect(typeof at(messages.workflowAutomation, `templates.items.${id}.name`)).toBe("string");
      expect(typeof at(messages.workflowAutomation, `templates.items.${id}.description`)).toBe("string");
    },
  );
});

it("declares no variable or output by a name the engine keeps for itself", () => {
  const names = [...TRIGGER_CATALOG, ...RULE_STEP_CATALOG].flatMap((entry) => [
    ...(entry.variables ?? []),
    ...(entry.outputs ?? []),
  ]);
  expect(names.filter((name) => ENGINE_VARIABLES.has(name))).toEqual([]);
});
