import { equalsSetting, hasKeyword, reachesAutomation } from "@/lib/server/automation/filter";
import { nextOccurrence, scheduleProblem } from "@/modules/workflow-automation/server/triggers/schedule";
import { compileProcess } from "@/modules/workflow-automation/server/engine/compile";
import { ACTION_CATALOG, TRIGGER_CATALOG } from "@/modules/workflow-automation/shared/catalog";
import { bpmn, flow } from "../helpers/bpmn";

// Workflow automation's triggers without a database: which automations an event reaches, a trigger's
// own settings (a to-status, a keyword), the schedule's next occurrence in a time zone, the deploy's
// check of a schedule, and the catalog the modeler reads.

describe("which automations an event reaches", () => {
  const fire = { moduleId: "m1" };
  it("sees its own project's modules, or only the module its start event names", () => {
    expect(reachesAutomation({}, fire, { automationProjectId: "p1", eventProjectId: "p1" })).toBe(true);
    expect(reachesAutomation({}, fire, { automationProjectId: "p1", eventProjectId: "p2" })).toBe(false);
    expect(reachesAutomation({}, fire, { automationProjectId: "p1", eventProjectId: null })).toBe(false);
    expect(reachesAutomation({}, fire, { automationProjectId: null, eventProjectId: null })).toBe(false);
    expect(
      reachesAutomation({ module: "m1" }, fire, { automationProjectId: "p1", eventProjectId: "p2" }),
    ).toBe(true);
    expect(
      reachesAutomation({ module: "m2" }, fire, { automationProjectId: "p1", eventProjectId: "p1" }),
    ).toBe(false);
  });

  it("narrows by a setting only when it is set", () => {
    expect(equalsSetting({}, "toStatus", "done")).toBe(true);
    expect(equalsSetting({ toStatus: "" }, "toStatus", "done")).toBe(true);
    expect(equalsSetting({ toStatus: "done" }, "toStatus", "done")).toBe(true);
    expect(equalsSetting({ toStatus: "done" }, "toStatus", "todo")).toBe(false);
  });

  it("finds a keyword as a word, ignoring case and accents", () => {
    expect(hasKeyword("Need help with the invoice", "HELP")).toBe(true);
    expect(hasKeyword("¿Puedes revisar la factura?", "factura")).toBe(true);
    expect(hasKeyword("Canción nueva", "cancion")).toBe(true);
    expect(hasKeyword("helpful notes", "help")).toBe(false);
    expect(hasKeyword("anything", "")).toBe(true);
    expect(hasKeyword("price (net)", "(net)")).toBe(true);
  });
});

describe("schedules", () => {
  it("answers the next occurrence of a weekly rule, on the hour", () => {
    const config = { rrule: "FREQ=WEEKLY;BYDAY=MO;BYHOUR=9" };
    // Wednesday 2026-03-04 → Monday 2026-03-09 09:00 UTC.
    expect(nextOccurrence(config, new Date("2026-03-04T12:34:56Z"))?.toISOString()).toBe(
      "2026-03-09T09:00:00.000Z",
    );
    // Exactly at an occurrence: the next one.
    expect(nextOccurrence(config, new Date("2026-03-09T09:00:00Z"))?.toISOString()).toBe(
      "2026-03-16T09:00:00.000Z",
    );
  });

  it("reads the rule in its time zone, across a daylight-saving change", () => {
    const config = { rrule: "FREQ=DAILY;BYHOUR=9", timezone: "Europe/Madrid" };
    // Winter: 09:00 in Madrid is 08:00 UTC; after 29 March it is 07:00 UTC.
    expect(nextOccurrence(config, new Date("2026-03-27T10:00:00Z"))?.toISOString()).toBe(
      "2026-03-28T08:00:00.000Z",
    );
    expect(nextOccurrence(config, new Date("2026-03-28T10:00:00Z"))?.toISOString()).toBe(
      "2026-03-29T07:00:00.000Z",
    );
  });

  it("ends with COUNT or UNTIL, and accepts an RRULE: prefix", () => {
    const config = { rrule: "RRULE:FREQ=DAILY;BYHOUR=6;UNTIL=20260102T000000Z" };
    expect(scheduleProblem({ rrule: "FREQ=DAILY;COUNT=3" })).toMatch(/DTSTART/);
    expect(nextOccurrence(config, new Date("2025-12-31T12:00:00Z"))?.toISOString()).toBe(
      "2026-01-01T06:00:00.000Z",
    );
    expect(nextOccurrence(config, new Date("2026-01-01T12:00:00Z"))).toBeNull();
  });

  it("refuses what cannot run", () => {
    expect(scheduleProblem({ rrule: "FREQ=WEEKLY;BYDAY=MO;BYHOUR=9" })).toBeNull();
    expect(scheduleProblem({})).toMatch(/required/);
    expect(scheduleProblem({ rrule: "every monday" })).not.toBeNull();
    expect(scheduleProblem({ rrule: "FREQ=SECONDLY" })).not.toBeNull();
    expect(scheduleProblem({ rrule: "FREQ=MINUTELY" })).not.toBeNull();
    expect(scheduleProblem({ rrule: "FREQ=MINUTELY;INTERVAL=15" })).toBeNull();
    expect(scheduleProblem({ rrule: "FREQ=DAILY", timezone: "Mars/Olympus" })).toMatch(/timezone/);
  });

  it("fails a deploy with a bad schedule, naming the start event", async () => {
    const xml =
      bpmn(`<bpmn:startEvent id="S" suite:trigger="schedule" suite:config="{&quot;rrule&quot;:&quot;nope&quot;}" />
      <bpmn:endEvent id="E" />${flow("F", "S", "E")}`);
    const result = await compileProcess(xml, {
      triggers: new Set(["schedule"]),
      actions: new Set(),
      checkStart: (trigger, config) => (trigger === "schedule" ? scheduleProblem(config) : null),
    });
    expect(result).toEqual({
      ok: false,
      issues: [{ code: "badSchedule", elementId: "S", detail: "rrule is not a valid RRULE" }],
    });
  });
});

describe("the catalog", () => {
  it("lists the platform's triggers and actions and the kinds', each name once", () => {
    const triggers = TRIGGER_CATALOG.map((entry) => entry.name);
    const actions = ACTION_CATALOG.map((entry) => entry.name);
    expect(new Set(triggers).size).toBe(triggers.length);
    expect(new Set(actions).size).toBe(actions.length);
    expect(TRIGGER_CATALOG.filter((entry) => entry.kind === null).map((entry) => entry.name)).toEqual([
      "manual",
      "schedule",
      "webhook",
    ]);
    expect(ACTION_CATALOG.filter((entry) => entry.kind === null).map((entry) => entry.name)).toEqual([
      "variables.set",
      "webhook.call",
    ]);
    expect(TRIGGER_CATALOG.find((entry) => entry.name === "task.moved")).toMatchObject({
      kind: "TaskManagement",
      fields: [
        { key: "module", kind: "module", moduleTag: "TaskManagement" },
        { key: "toStatus", kind: "select", options: ["todo", "work-in-progress", "done"] },
      ],
    });
    expect(ACTION_CATALOG.find((entry) => entry.name === "task.create")?.outputs).toEqual(["taskId", "key"]);
  });
});

describe("schedules far from their base", () => {
  it("keeps an interval's alignment and stays fast", () => {
    const started = performance.now();
    const config = { rrule: "FREQ=MINUTELY;INTERVAL=15" };
    expect(nextOccurrence(config, new Date("2031-07-09T10:07:00Z"))?.toISOString()).toBe(
      "2031-07-09T10:15:00.000Z",
    );
    const fortnightly = { rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;BYHOUR=9" };
    const first = nextOccurrence(fortnightly, new Date("2026-03-04T00:00:00Z"))!;
    const second = nextOccurrence(fortnightly, first)!;
    expect(second.getTime() - first.getTime()).toBe(14 * 86_400_000);
    expect(
      nextOccurrence(
        { rrule: "FREQ=MONTHLY;BYMONTHDAY=15;BYHOUR=8" },
        new Date("2026-05-20T00:00:00Z"),
      )?.toISOString(),
    ).toBe("2026-06-15T08:00:00.000Z");
    expect(
      nextOccurrence(
        { rrule: "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=24" },
        new Date("2026-05-20T00:00:00Z"),
      )?.toISOString(),
    ).toBe("2026-12-24T00:00:00.000Z");
    expect(performance.now() - started).toBeLessThan(200);
  });
});
