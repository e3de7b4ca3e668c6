// The inputs of reporting (lib/schemas/reports.ts): the figures' query as URLSearchParams give it
// (single or repeated parameters, comma lists), saved reports' bodies, and each rule's message key.
import {
  createReportSchema,
  periodIssue,
  reportDataQuerySchema,
  reportIdSchema,
  updateReportSchema,
} from "@/lib/schemas/reports";
import { REPORT_MEMBERS_MAX, REPORT_WIDGETS } from "@/lib/reporting/types";

const A = "65a1b2c3d4e5f60718293a4b";
const B = "65a1b2c3d4e5f60718293a4c";

interface Parsed {
  success: boolean;
  data?: unknown;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}

function issues(schema: { safeParse: (input: unknown) => Parsed }, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return [
    ...new Set(
      (result.error?.issues ?? []).map((issue) =>
        issue.path.length ? `${issue.path.map(String).join(".")}: ${issue.message}` : issue.message,
      ),
    ),
  ];
}

function parsed(schema: { safeParse: (input: unknown) => Parsed }, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(JSON.stringify(result.error?.issues));
  return result.data;
}

describe("the figures' query", () => {
  it("takes lists as comma lists or repeated parameters, lower-cased and each once", () => {
    expect(
      parsed(reportDataQuerySchema, {
        memberIds: `${A.toUpperCase()}, ${B},${A}`,
        projectIds: [A, B],
        widgets: "throughput,cycle-time",
      }),
    ).toEqual({ memberIds: [A, B], projectIds: [A, B], widgets: ["throughput", "cycle-time"] });
    expect(parsed(reportDataQuerySchema, {})).toEqual({});
    expect(
      parsed(reportDataQuerySchema, { from: "2026-03-01", to: "2026-03-01", zone: "Europe/Madrid" }),
    ).toEqual({
      from: "2026-03-01",
      to: "2026-03-01",
      zone: "Europe/Madrid",
    });
  });

  it("names each rule", () => {
    expect(issues(reportDataQuerySchema, { from: "2026-02-30" })).toEqual([
      "from: validation.reportDateInvalid",
    ]);
    expect(issues(reportDataQuerySchema, { from: "2026-03-02", to: "2026-03-01" })).toEqual([
      "to: validation.invalidRange",
    ]);
    expect(issues(reportDataQuerySchema, { from: "2025-02-28", to: "2026-03-01" })).toEqual([
      "to: validation.reportRangeTooLong",
    ]);
    expect(issues(reportDataQuerySchema, { zone: "Nowhere/Land" })).toEqual([
      "zone: validation.timeZoneInvalid",
    ]);
    expect(issues(reportDataQuerySchema, { memberIds: "me" })).toEqual([
      "memberIds.0: validation.reportMembersInvalid",
    ]);
    const tooMany = Array.from({ length: REPORT_MEMBERS_MAX + 1 }, (_, n) =>
      n.toString(16).padStart(24, "0"),
    );
    expect(issues(reportDataQuerySchema, { memberIds: tooMany.join(",") })).toEqual([
      "memberIds: validation.reportMembersInvalid",
    ]);
    expect(issues(reportDataQuerySchema, { projectIds: 12 })).toEqual([
      "projectIds: validation.reportProjectsInvalid",
    ]);
    expect(issues(reportDataQuerySchema, { widgets: "throughput,pie" })).toEqual([
      "widgets.1: validation.reportWidgetInvalid",
    ]);
    expect(issues(reportDataQuerySchema, { widgets: "," })).toEqual([
      "widgets: validation.reportWidgetsRequired",
    ]);
  });

  it("knows the built-in reports and saved ids", () => {
    expect(parsed(reportIdSchema, "my-impact")).toBe("my-impact");
    expect(parsed(reportIdSchema, "my-organization")).toBe("my-organization");
    expect(parsed(reportIdSchema, A.toUpperCase())).toBe(A);
    expect(issues(reportIdSchema, "dashboard")).toEqual(["validation.invalidId"]);
  });

  it("measures periods of up to 366 days, both ends included", () => {
    expect(periodIssue({ from: "2026-01-01", to: "2026-01-01" })).toBeNull();
    expect(periodIssue({ from: "2024-01-01", to: "2024-12-31" })).toBeNull();
    expect(periodIssue({ from: "2025-01-01", to: "2026-01-02" })).toBe("validation.reportRangeTooLong");
    expect(periodIssue({ from: "2026-01-02", to: "2026-01-01" })).toBe("validation.invalidRange");
  });
});

describe("saved reports", () => {
  const period = { from: "2026-03-01", to: "2026-03-31" };

  it("default to every chart, everyone and every project, not shared", () => {
    expect(parsed(createReportSchema, { title: "  Q1 review ", period })).toEqual({
      title: "Q1 review",
      memberIds: [],
      projectIds: [],
      period,
      widgets: [...REPORT_WIDGETS],
      shared: false,
    });
  });

  it("need a title ('Title is required') and a period", () => {
    expect(issues(createReportSchema, { title: "   ", period })).toEqual([
      "title: validation.itemTitleRequired",
    ]);
    expect(issues(createReportSchema, { title: ["x"], period })).toEqual([
      "title: validation.itemTitleRequired",
    ]);
    expect(issues(createReportSchema, { title: "x".repeat(201), period })).toEqual([
      "title: validation.reportTitleTooLong",
    ]);
    expect(issues(createReportSchema, { title: "Q1" })).toEqual(["period: validation.reportDateInvalid"]);
    expect(
      issues(createReportSchema, { title: "Q1", period: { from: "2026-03-31", to: "2026-03-01" } }),
    ).toEqual(["period.to: validation.invalidRange"]);
    expect(issues(createReportSchema, { title: "Q1", period, widgets: [] })).toEqual([
      "widgets: validation.reportWidgetsRequired",
    ]);
    expect(issues(createReportSchema, { title: "Q1", period, shared: 1 })).toEqual([
      "shared: validation.reportSharedInvalid",
    ]);
  });

  it("change only what is sent", () => {
    expect(parsed(updateReportSchema, { shared: true })).toEqual({ shared: true });
    expect(issues(updateReportSchema, {})).toEqual(["validation.nothingToUpdate"]);
  });
});
