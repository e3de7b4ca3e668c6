import { deserialize, TypeResolver } from "moddle-context-serializer";
import * as Elements from "bpmn-elements";
import { compileProcess } from "@/modules/workflow-automation/server/engine/compile";
import {
  runCycle,
  type ActionCall,
  type LoadedVersion,
} from "@/modules/workflow-automation/server/engine/run-cycle";
import { defaultProcessSource } from "@/modules/workflow-automation/shared/bpmn";
import { bpmn, flow, service } from "../helpers/bpmn";

// The engine's compiler and one cycle of an instance (bpmn-engine under our extension), without a
// database: what each element does, what an instance waits on, and where a failed one goes on from.

const catalogue = {
  triggers: new Set(["manual", "schedule", "task.moved"]),
  actions: new Set(["variables.set", "test.do"]),
};

async function load(xml: string): Promise<LoadedVersion> {
  const result = await compileProcess(xml, catalogue);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return {
    id: "v1",
    sourceContext: deserialize(result.compiled.context, TypeResolver({ ...Elements })),
    elements: result.compiled.elements,
  };
}

/** Runs cycles like the instance service does: each from the last saved state. */
function harness(actions: (call: ActionCall) => Promise<unknown> = async () => ({ ok: true })) {
  const calls: ActionCall[] = [];
  let saved: object | null = null;
  return {
    calls,
    saved: () => saved,
    cycle: (
      version: LoadedVersion,
      state: object | null,
      extra: Partial<Parameters<typeof runCycle>[0]> = {},
    ) =>
      runCycle({
        version,
        state,
        runAction: async (call) => {
          calls.push(call);
          const result = await actions(call);
          return call.action === "variables.set"
            ? { result, variables: (result as { values: Record<string, unknown> }).values }
            : { result };
        },
        saveState: async (state) => {
          saved = state;
        },
        maxSteps: 100,
        ...extra,
      }),
  };
}

describe("compiling a process", () => {
  it("compiles the default source: a manual start, one service task, an end", async () => {
    const result = await compileProcess(defaultProcessSource("Hand-off"), { ...catalogue });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.compiled.starts).toEqual([{ elementId: "StartEvent_1", trigger: "manual", config: {} }]);
    expect(result.compiled.elements.Activity_1).toMatchObject({
      action: "variables.set",
      config: { values: { started: true } },
    });
  });

  it("refuses what it does not run, naming the element", async () => {
    const xml = bpmn(`
      <bpmn:startEvent id="s" />${flow("f1", "s", "script")}
      <bpmn:scriptTask id="script" scriptFormat="javascript"><bpmn:script>1</bpmn:script></bpmn:scriptTask>
      ${flow("f2", "script", "t")}${service("t", "files.delete")}${flow("f3", "t", "g")}
      <bpmn:exclusiveGateway id="g" />${flow("f4", "g", "e1", "a > 1")}${flow("f5", "g", "e2")}
      <bpmn:endEvent id="e1" /><bpmn:endEvent id="e2" />
      <bpmn:sequenceFlow id="f6" sourceRef="s" targetRef="e1"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="javascript">true</bpmn:conditionExpression></bpmn:sequenceFlow>`);
    const result = await compileProcess(xml, catalogue);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([
        { code: "unsupportedElement", elementId: "script", detail: "ScriptTask" },
        { code: "unknownAction", elementId: "t", detail: "files.delete" },
        { code: "gatewayWithoutCondition", elementId: "g" },
        { code: "conditionLanguage", elementId: "f6", detail: "javascript" },
      ]),
    );
  });

  it("refuses a document that is not BPMN, or one without an executable process", async () => {
    const notXml = await compileProcess("<hello", catalogue);
    expect(notXml.ok).toBe(false);
    const none = await compileProcess(
      bpmn("").replace('isExecutable="true"', 'isExecutable="false"'),
      catalogue,
    );
    expect(none).toEqual({ ok: false, issues: [{ code: "oneExecutableProcess", elementId: null }] });
  });
});

describe("running an instance", () => {
  it("runs a service task's action with its settings and the variables, and ends", async () => {
    const version = await load(defaultProcessSource("Hand-off"));
    const run = harness(async (call) => call.config);
    const result = await run.cycle(version, null, { variables: { who: "Ana" } });
    expect(result.outcome).toBe("completed");
    expect(run.calls).toEqual([
      expect.objectContaining({
        elementId: "Activity_1",
        action: "variables.set",
        variables: { who: "Ana" },
      }),
    ]);
    expect(result.variables).toMatchObject({
      who: "Ana",
      started: true,
      Activity_1: { values: { started: true } },
    });
    expect(result.steps.filter((step) => step.status === "completed").map((step) => step.elementId)).toEqual([
      "StartEvent_1",
      "Activity_1",
      "EndEvent_1",
    ]);
  });

  it("takes the exclusive gateway's way whose FEEL condition holds", async () => {
    const xml = bpmn(`
      <bpmn:startEvent id="s" />${flow("f1", "s", "g")}
      <bpmn:exclusiveGateway id="g" default="fLow" />
      ${flow("fHigh", "g", "high", 'priority = "high" and hours > 4')}${flow("fLow", "g", "low")}
      ${service("high", "test.do")}${service("low", "test.do")}
      ${flow("f2", "high", "e")}${flow("f3", "low", "e")}<bpmn:endEvent id="e" />`);
    const version = await load(xml);
    const run = harness();
    expect((await run.cycle(version, null, { variables: { priority: "high", hours: 6 } })).outcome).toBe(
      "completed",
    );
    expect((await run.cycle(version, null, { variables: { priority: "high", hours: 2 } })).outcome).toBe(
      "completed",
    );
    expect(run.calls.map((call) => call.elementId)).toEqual(["high", "low"]);
  });

  it("waits on a user task, then goes on with the decision as a variable", async () => {
    const xml = bpmn(`
      <bpmn:startEvent id="s" />${flow("f1", "s", "approve")}
      <bpmn:userTask id="approve" name="Approve the spend" suite:assignee="u1" />${flow("f2", "approve", "g")}
      <bpmn:exclusiveGateway id="g" />
      ${flow("fYes", "g", "pay", 'approve.decision = "approved"')}${flow("fNo", "g", "e", 'approve.decision = "rejected"')}
      ${service("pay", "test.do")}${flow("f3", "pay", "e")}<bpmn:endEvent id="e" />`);
    const version = await load(xml);
    const run = harness();
    const first = await run.cycle(version, null);
    expect(first.outcome).toBe("waiting");
    expect(first.waiting).toEqual([
      { type: "userTask", elementId: "approve", executionId: expect.any(String) },
    ]);
    const second = await run.cycle(version, first.state, {
      signals: [{ id: "approve", payload: { decision: "approved", by: "u1" } }],
    });
    expect(second.outcome).toBe("completed");
    expect(run.calls.map((call) => call.elementId)).toEqual(["pay"]);
    expect(second.variables.approve).toMatchObject({ decision: "approved", by: "u1" });
  });

  it("waits on a message named after a trigger, then goes on with the event's variables", async () => {
    const xml = bpmn(
      `<bpmn:startEvent id="s" />${flow("f1", "s", "w")}
      <bpmn:intermediateCatchEvent id="w" suite:config="{&quot;toStatus&quot;:&quot;done&quot;,&quot;correlate&quot;:&quot;taskId&quot;}">
        <bpmn:messageEventDefinition id="wd" messageRef="moved" />
      </bpmn:intermediateCatchEvent>${flow("f2", "w", "do")}
      ${service("do", "test.do")}${flow("f3", "do", "e")}<bpmn:endEvent id="e" />`,
      `<bpmn:message id="moved" name="task.moved" />`,
    );
    const messages = { ...catalogue, messages: new Set(["task.moved"]) };
    const compiled = await compileProcess(xml, messages);
    expect(compiled.ok && compiled.compiled.elements.w).toEqual({
      type: "bpmn:IntermediateCatchEvent",
      message: "task.moved",
      messageId: "moved",
      config: { toStatus: "done", correlate: "taskId" },
    });
    const refused = await compileProcess(xml, { ...catalogue, messages: new Set(["task.created"]) });
    expect(refused.ok ? [] : refused.issues).toEqual([
      { code: "unknownMessage", elementId: "w", detail: "task.moved" },
    ]);
    const version = await load(xml);
    const run = harness();
    const first = await run.cycle(version, null, { variables: { taskId: "t1" } });
    expect(first.waiting).toEqual([
      {
        type: "message",
        elementId: "w",
        executionId: expect.any(String),
        message: "task.moved",
        messageId: "moved",
      },
    ]);
    expect(run.calls).toEqual([]);
    const second = await run.cycle(version, first.state, {
      signals: [{ id: "moved", payload: { taskId: "t1", toStatus: "done" } }],
    });
    expect(second.outcome).toBe("completed");
    expect(run.calls.map((call) => call.elementId)).toEqual(["do"]);
    expect(second.variables.w).toMatchObject({ taskId: "t1", toStatus: "done" });
  });

  it("waits on a timer until it is due, then goes on once", async () => {
    jest.useFakeTimers({
      doNotFake: [
        "setTimeout",
        "clearTimeout",
        "setInterval",
        "clearInterval",
        "setImmediate",
        "nextTick",
        "queueMicrotask",
      ],
    });
    try {
      const start = new Date("2027-01-04T09:00:00Z").getTime();
      jest.setSystemTime(start);
      const xml = bpmn(`
        <bpmn:startEvent id="s" />${flow("f1", "s", "wait")}
        <bpmn:intermediateCatchEvent id="wait"><bpmn:timerEventDefinition><bpmn:timeDuration>PT2H</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>
        ${flow("f2", "wait", "t")}${service("t", "test.do")}${flow("f3", "t", "e")}<bpmn:endEvent id="e" />`);
      const version = await load(xml);
      const run = harness();
      const first = await run.cycle(version, null);
      expect(first.outcome).toBe("waiting");
      expect(first.waiting).toEqual([
        {
          type: "timer",
          elementId: "wait",
          executionId: expect.any(String),
          dueAt: "2027-01-04T11:00:00.000Z",
        },
      ]);
      // Early: it still waits, due at the same time.
      jest.setSystemTime(start + 60 * 60 * 1000);
      const early = await run.cycle(version, first.state);
      expect(early.outcome).toBe("waiting");
      expect(early.waiting).toEqual([
        expect.objectContaining({ type: "timer", dueAt: "2027-01-04T11:00:00.000Z" }),
      ]);
      expect(run.calls).toEqual([]);
      jest.setSystemTime(start + 2 * 60 * 60 * 1000 + 1000);
      const due = await run.cycle(version, early.state);
      expect(due.outcome).toBe("completed");
      expect(run.calls.map((call) => call.elementId)).toEqual(["t"]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("joins a parallel gateway once, after both branches", async () => {
    const xml = bpmn(`
      <bpmn:startEvent id="s" />${flow("f1", "s", "fork")}<bpmn:parallelGateway id="fork" />
      ${flow("fa", "fork", "a")}${flow("fb", "fork", "b")}${service("a", "test.do")}${service("b", "test.do")}
      ${flow("fa2", "a", "join")}${flow("fb2", "b", "join")}<bpmn:parallelGateway id="join" />
      ${flow("f2", "join", "after")}${service("after", "test.do")}${flow("f3", "after", "e")}<bpmn:endEvent id="e" />`);
    const version = await load(xml);
    const run = harness(
      (call) =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ done: call.elementId }), call.elementId === "a" ? 20 : 5),
        ),
    );
    const result = await run.cycle(version, null);
    expect(result.outcome).toBe("completed");
    expect(run.calls.map((call) => call.elementId).sort()).toEqual(["a", "after", "b"]);
    expect(
      result.steps.filter((step) => step.elementId === "join" && step.status === "completed"),
    ).toHaveLength(1);
  });

  it("fails at the action that failed, and a retry from the state saved before it does not run the others again", async () => {
    const xml = bpmn(`
      <bpmn:startEvent id="s" />${flow("f1", "s", "a")}${service("a", "test.do")}${flow("f2", "a", "b")}
      ${service("b", "test.do")}${flow("f3", "b", "e")}<bpmn:endEvent id="e" />`);
    const version = await load(xml);
    let failing = true;
    const run = harness(async (call) => {
      if (call.elementId === "b" && failing) throw new Error("The receiver answered 500");
      return { done: call.elementId };
    });
    const failed = await run.cycle(version, null);
    expect(failed.outcome).toBe("failed");
    expect(failed.error).toEqual({
      elementId: "b",
      message: expect.stringContaining("The receiver answered 500"),
    });
    const failedExecution = run.calls[1]!.executionId;
    failing = false;
    const retried = await run.cycle(version, run.saved());
    expect(retried.outcome).toBe("completed");
    // b again, with the same execution id (its action is done once per id); a not again.
    expect(run.calls.map((call) => [call.elementId, call.executionId])).toEqual([
      ["a", expect.any(String)],
      ["b", failedExecution],
      ["b", failedExecution],
    ]);
  });

  it("catches an action's error on an error boundary with its code", async () => {
    const xml = bpmn(
      `
      <bpmn:startEvent id="s" />${flow("f1", "s", "call")}${service("call", "test.do")}
      <bpmn:boundaryEvent id="caught" attachedToRef="call"><bpmn:errorEventDefinition errorRef="Err" /></bpmn:boundaryEvent>
      ${flow("f2", "call", "e")}${flow("f3", "caught", "tell")}${service("tell", "test.do")}${flow("f4", "tell", "e")}
      <bpmn:endEvent id="e" />`,
      `<bpmn:error id="Err" errorCode="DECLINED" />`,
    );
    const version = await load(xml);
    const run = harness(async (call) => {
      if (call.elementId === "call") throw Object.assign(new Error("declined"), { code: "DECLINED" });
      return {};
    });
    const result = await run.cycle(version, null);
    expect(result.outcome).toBe("completed");
    expect(run.calls.map((call) => call.elementId)).toEqual(["call", "tell"]);
  });

  it("ends a process that loops past its step limit", async () => {
    const xml = bpmn(`
      <bpmn:startEvent id="s" />${flow("f1", "s", "t")}${service("t", "test.do")}${flow("f2", "t", "g")}
      <bpmn:exclusiveGateway id="g" default="back" />${flow("back", "g", "t")}${flow("out", "g", "e", "false")}
      <bpmn:endEvent id="e" />`);
    const version = await load(xml);
    const run = harness();
    const result = await run.cycle(version, null, { maxSteps: 25 });
    expect(result.outcome).toBe("failed");
    expect(result.error).toMatchObject({ loop: true });
    expect(run.calls.length).toBeLessThanOrEqual(13);
  });
});

describe("a service task run once per item of a list (a multi-instance marker)", () => {
  const looped = (marker: string, attributes = 'suite:collection="orders" suite:item="order"') =>
    bpmn(`<bpmn:startEvent id="s" />${flow("f1", "s", "t")}
      <bpmn:serviceTask id="t" suite:action="test.do" ${attributes}>${marker}</bpmn:serviceTask>
      ${flow("f2", "t", "e")}<bpmn:endEvent id="e" />`);
  const issuesOf = async (xml: string) => {
    const result = await compileProcess(xml, catalogue);
    return result.ok ? [] : result.issues.map((issue) => issue.code);
  };

  it("refuses a loop it does not run: no list, a standard loop, a loop on a user task, a kept name", async () => {
    const marker = '<bpmn:multiInstanceLoopCharacteristics isSequential="true" />';
    expect(await issuesOf(looped(marker))).toEqual([]);
    expect(await issuesOf(looped(marker, ""))).toEqual(["loopWithoutItems"]);
    expect(await issuesOf(looped("<bpmn:standardLoopCharacteristics />"))).toEqual(["unsupportedLoop"]);
    expect(await issuesOf(looped(marker, 'suite:collection="orders" suite:item="content"'))).toEqual([
      "badItemName",
    ]);
    const user = bpmn(`<bpmn:startEvent id="s" />${flow("f1", "s", "u")}
      <bpmn:userTask id="u">${marker}</bpmn:userTask>${flow("f2", "u", "e")}<bpmn:endEvent id="e" />`);
    expect(await issuesOf(user)).toEqual(["unsupportedLoop"]);
  });

  it("runs the action per item in order, each once across a retry, its results as a list", async () => {
    const version = await load(looped('<bpmn:multiInstanceLoopCharacteristics isSequential="true" />'));
    let failing = true;
    const run = harness(async (call) => {
      const order = call.variables.order as { id: string };
      if (order.id === "b" && failing) throw new Error("The receiver answered 500");
      return { handled: order.id, at: call.variables.loopCounter };
    });
    const orders = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect((await run.cycle(version, null, { variables: { orders } })).outcome).toBe("failed");
    failing = false;
    const retried = await run.cycle(version, run.saved());
    expect(retried.outcome).toBe("completed");
    const seen = run.calls.map((call) => [(call.variables.order as { id: string }).id, call.executionId]);
    // a once, b twice with the same execution id (its action is done once per id), then c.
    expect(seen.map(([id]) => id)).toEqual(["a", "b", "b", "c"]);
    expect(seen[1]![1]).toBe(seen[2]![1]);
    expect(new Set(seen.map(([, execution]) => execution)).size).toBe(3);
    expect(retried.variables.t).toEqual([
      { handled: "a", at: 1 },
      { handled: "b", at: 2 },
      { handled: "c", at: 3 },
    ]);
  });
});
