import { deserialize, TypeResolver } from "moddle-context-serializer";
import * as Elements from "bpmn-elements";
import { compileProcess } from "@/modules/workflow-automation/server/engine/compile";
import { runCycle, type ActionCall } from "@/modules/workflow-automation/server/engine/run-cycle";
import { ACTION_CATALOG, TRIGGER_CATALOG } from "@/modules/workflow-automation/shared/catalog";
import {
  conditionFeel,
  ruleConditionFeel,
  ruleSchema,
  ruleToBpmn,
  type RuleInput,
} from "@/modules/workflow-automation/shared/rule";
import { AUTOMATION_TEMPLATES, TEMPLATE_CATEGORIES } from "@/modules/workflow-automation/shared/templates";
import { automationHrefs, workspaceScreenOf } from "@/modules/workflow-automation/shared/urls";

// The basic level's rules (shared/rule.ts): their FEEL, the BPMN they are saved as (compiled and run
// by the engine), the templates (each a process the compiler takes), and the kind's URLs.

const catalogue = {
  triggers: new Set(TRIGGER_CATALOG.map((entry) => entry.name)),
  actions: new Set(ACTION_CATALOG.map((entry) => entry.name)),
};

async function run(rule: RuleInput, variables: Record<string, unknown>) {
  const compiled = await compileProcess(ruleToBpmn(ruleSchema.parse(rule), "Rule"), catalogue);
  if (!compiled.ok) throw new Error(JSON.stringify(compiled.issues));
  const calls: ActionCall[] = [];
  const result = await runCycle({
    version: {
      id: "v1",
      sourceContext: deserialize(compiled.compiled.context, TypeResolver({ ...Elements })),
      elements: compiled.compiled.elements,
    },
    state: null,
    variables,
    runAction: async (call) => {
      calls.push(call);
      return { result: { ok: true } };
    },
    saveState: async () => undefined,
    maxSteps: 100,
  });
  return { result, calls };
}

const notify = (title: string) => ({ name: "variables.set", config: { values: { said: title } } });

describe("a rule's conditions as FEEL", () => {
  it("writes each operator, quoting text and keeping numbers and booleans", () => {
    expect(conditionFeel({ variable: "toStatus", operator: "eq", value: "done" })).toBe('toStatus = "done"');
    expect(conditionFeel({ variable: "points", operator: "gt", value: "3" })).toBe("points > 3");
    expect(conditionFeel({ variable: "flag", operator: "neq", value: "true" })).toBe("flag != true");
    expect(conditionFeel({ variable: "title", operator: "contains", value: 'say "hi"\\' })).toBe(
      'contains(lower case(string(title)), lower case("say \\"hi\\"\\\\"))',
    );
    expect(conditionFeel({ variable: "a.b", operator: "isSet", value: "" })).toBe(
      '(a.b != null and a.b != "")',
    );
    expect(conditionFeel({ variable: "a", operator: "isNotSet", value: "" })).toBe('(a = null or a = "")');
  });

  it("joins them by all or any, and has none without conditions", () => {
    const conditions = [
      { variable: "a", operator: "eq" as const, value: "1" },
      { variable: "b", operator: "lt" as const, value: "2" },
    ];
    expect(ruleConditionFeel({ match: "all", conditions })).toBe("= (a = 1) and (b < 2)");
    expect(ruleConditionFeel({ match: "any", conditions })).toBe("= (a = 1) or (b < 2)");
    expect(ruleConditionFeel({ match: "all", conditions: [] })).toBeNull();
  });

  it("refuses a rule without actions or with a bad variable name", () => {
    expect(ruleSchema.safeParse({ trigger: { name: "manual" }, actions: [] }).success).toBe(false);
    const bad = ruleSchema.safeParse({
      trigger: { name: "manual" },
      conditions: [{ variable: "1x", operator: "eq", value: "" }],
      actions: [notify("x")],
    });
    expect(bad.success).toBe(false);
  });
});

describe("a rule saved as BPMN", () => {
  const rule: RuleInput = {
    trigger: { name: "manual", title: "By hand" },
    conditions: [{ variable: "title", operator: "contains", value: "Urgent" }],
    actions: [notify("first"), notify("second")],
  };

  it("runs its actions in order when the conditions hold", async () => {
    const { result, calls } = await run(rule, { title: "An URGENT fix" });
    expect(result.outcome).toBe("completed");
    expect(calls.map((call) => call.elementId)).toEqual(["Task_1", "Task_2"]);
    expect(result.steps.map((step) => step.elementId)).toContain("EndEvent_1");
  });

  it("ends at 'Not matched' without running anything when they do not (or the variable is missing)", async () => {
    for (const variables of [{ title: "calm" }, {}]) {
      const { result, calls } = await run(rule, variables);
      expect(result.outcome).toBe("completed");
      expect(calls).toEqual([]);
      expect(result.steps.map((step) => step.elementId)).toContain("EndEvent_2");
    }
  });

  it("tells a set variable from a missing or empty one", async () => {
    const when = (operator: "isSet" | "isNotSet") => ({
      trigger: { name: "manual" },
      conditions: [{ variable: "who", operator }],
      actions: [notify("x")],
    });
    const ran = async (operator: "isSet" | "isNotSet", variables: Record<string, unknown>) =>
      (await run(when(operator), variables)).calls.length === 1;
    expect(await ran("isSet", { who: "Ana" })).toBe(true);
    expect(await ran("isSet", {})).toBe(false);
    expect(await ran("isSet", { who: "" })).toBe(false);
    expect(await ran("isNotSet", {})).toBe(true);
    expect(await ran("isNotSet", { who: "Ana" })).toBe(false);
  });

  it("without conditions goes straight to its actions, and keeps the names and settings", async () => {
    const xml = ruleToBpmn(
      ruleSchema.parse({
        trigger: { name: "manual" },
        actions: [{ ...notify("<b>&"), title: 'A "quoted" step' }],
      }),
      "Tom & Jerry",
    );
    expect(xml).not.toContain("Gateway_1");
    expect(xml).toContain('name="A &quot;quoted&quot; step"');
    expect(xml).toContain('name="Tom &amp; Jerry"');
    const { calls } = await run({ trigger: { name: "manual" }, actions: [notify("<b>&")] }, {});
    expect(calls[0]?.config).toEqual({ values: { said: "<b>&" } });
  });
});

describe("the templates", () => {
  const context = {
    boardId: "b".repeat(24),
    formModuleId: "f".repeat(24),
    databaseModuleId: "d".repeat(24),
    userId: "u".repeat(24),
    text: (key: string) => key,
  };

  it("has one or more in every category", () => {
    for (const category of TEMPLATE_CATEGORIES) {
      expect(AUTOMATION_TEMPLATES.some((template) => template.category === category)).toBe(true);
    }
  });

  it.each(AUTOMATION_TEMPLATES.map((template) => [template.id, template] as const))(
    "%s builds a process the engine runs",
    async (_id, template) => {
      const body = template.build(context);
      const xml = body.level === "basic" ? ruleToBpmn(ruleSchema.parse(body.rule), "T") : body.source("T");
      const compiled = await compileProcess(xml, catalogue);
      expect(compiled.ok ? [] : compiled.issues).toEqual([]);
    },
  );
});

describe("the kind's URLs", () => {
  const project = { projectId: "p".repeat(24), moduleId: "m".repeat(24) };
  const workspace = { projectId: null, moduleId: "m".repeat(24) };
  const id = "a".repeat(24);

  it("writes the spec's routes for a project's module", () => {
    expect(automationHrefs.list(project, "create")).toBe(
      `/project/${project.projectId}/workflow-automation/create?moduleId=${project.moduleId}`,
    );
    expect(automationHrefs.modeler(project, id)).toBe(
      `/project/${project.projectId}/workflow-automation/${id}/modeler?moduleId=${project.moduleId}&view=erd`,
    );
    expect(automationHrefs.viewer(project, id, id)).toBe(
      `/project/${project.projectId}/workflow-automation/process/${id}/viewer?moduleId=${project.moduleId}&processInstanceId=${id}`,
    );
    expect(automationHrefs.instances(project, id)).toContain(`/${id}/process-instances?moduleId=`);
  });

  it("reads a workspace module's screens back from its query", () => {
    const read = (href: string) => {
      const query = new URL(href, "http://x").searchParams;
      return workspaceScreenOf((name) => query.get(name) ?? undefined);
    };
    expect(read(automationHrefs.modeler(workspace, id, "bpmn"))).toEqual({ kind: "modeler", processId: id });
    expect(read(automationHrefs.viewer(workspace, id, id))).toEqual({
      kind: "viewer",
      processId: id,
      instanceId: id,
    });
    expect(read(automationHrefs.instances(workspace, id))).toEqual({
      kind: "list",
      dialog: null,
      instancesOf: id,
    });
    expect(read(automationHrefs.instances(workspace, id, id))).toEqual({
      kind: "list",
      dialog: null,
      instancesOf: id,
      instanceId: id,
    });
    expect(read(automationHrefs.list(workspace, "create-from-templates"))).toEqual({
      kind: "list",
      dialog: "create-from-templates",
      instancesOf: null,
    });
    expect(
      workspaceScreenOf((name) => (name === "screen" ? "modeler" : name === "process" ? "x" : undefined)),
    ).toBeNull();
  });
});

describe("start events", () => {
  it("refuses a second start event: the engine would start both at once", async () => {
    const xml = ruleToBpmn(
      ruleSchema.parse({ trigger: { name: "manual" }, actions: [notify("x")] }),
      "Two",
    ).replace(
      '<bpmn:endEvent id="EndEvent_1"',
      '<bpmn:startEvent id="Second" suite:trigger="manual" /><bpmn:sequenceFlow id="FlowS" sourceRef="Second" targetRef="Task_1" /><bpmn:endEvent id="EndEvent_1"',
    );
    const compiled = await compileProcess(xml, catalogue);
    expect(compiled.ok ? [] : compiled.issues).toEqual([{ code: "oneStartEvent", elementId: "Second" }]);
  });
});
