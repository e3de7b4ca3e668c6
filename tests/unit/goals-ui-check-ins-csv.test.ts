import { checkInsCsv, checkInsCsvRows, checkInsFileName } from "@/lib/client/goals/check-ins-csv";
import type { GoalCheckInRow } from "@/lib/goals/api";
import { parseCsv } from "@/modules/time-tracker/shared/report-csv";

const row = (overrides: Partial<GoalCheckInRow>): GoalCheckInRow => ({
  id: "c",
  kind: "manual",
  progress: null,
  value: null,
  note: null,
  actor: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

const kind = (value: string) => `kind:${value}`;

describe("check-ins CSV", () => {
  const checkIns = [
    row({
      id: "2",
      kind: "computed",
      progress: 2 / 3,
      createdAt: "2026-01-03T10:00:00.000Z",
    }),
    row({
      id: "1",
      progress: 0.285,
      value: 1234.567,
      note: "=SUM(A1)",
      actor: { id: "u", name: "Ana, Q", image: null },
      createdAt: "2026-01-02T09:00:00.000Z",
    }),
  ];

  it("lists check-ins oldest first with percents and values rounded to the goal's decimals", () => {
    expect(checkInsCsvRows(checkIns, { measurement: "usd", decimals: 1 }, kind)).toEqual([
      ["2026-01-02T09:00:00.000Z", "kind:manual", 28.5, 1234.6, "=SUM(A1)", "Ana, Q"],
      ["2026-01-03T10:00:00.000Z", "kind:computed", 66.7, null, null, null],
    ]);
  });

  it("writes a formula-safe document that reads back", () => {
    const csv = checkInsCsv(
      checkIns,
      { measurement: "number", decimals: 0 },
      {
        header: ["Date", "Kind", "Progress (%)", "Value", "Note", "By"],
        kind,
      },
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(parseCsv(csv.slice(1))).toEqual([
      ["Date", "Kind", "Progress (%)", "Value", "Note", "By"],
      ["2026-01-02T09:00:00.000Z", "kind:manual", "29", "1235", "'=SUM(A1)", "Ana, Q"],
      ["2026-01-03T10:00:00.000Z", "kind:computed", "67", "", "", ""],
    ]);
  });

  it("names the file after the goal", () => {
    expect(checkInsFileName("Crecer ventas Q3 / España!", "2026-01-05")).toBe(
      "crecer-ventas-q3-espana-check-ins-2026-01-05.csv",
    );
    expect(checkInsFileName("***", "2026-01-05")).toBe("goal-check-ins-2026-01-05.csv");
  });
});
