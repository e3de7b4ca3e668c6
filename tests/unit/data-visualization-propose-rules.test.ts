import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { chartProposalSchema } from "@/modules/data-visualization/schemas/dashboards";
import { styleFits } from "@/modules/data-visualization/shared/chart";
import {
  chartName,
  normalize,
  proposeByRules,
  type RuleChart,
  type Translate,
} from "@/modules/data-visualization/server/ai/rules";

// The AI smart builder's built-in rules (issue 37): English and Spanish descriptions → charts on the
// report entities, each a valid proposal; names in the person's language.

const summary = (chart: RuleChart) =>
  [chart.style, chart.source.entity, chart.source.x, chart.source.y, chart.filters.period].join(" ");
const propose = (prompt: string, max = 6) => proposeByRules(prompt, { max }).charts.map(summary);

const translate = (locale: "en" | "es"): Translate => {
  const t = createTranslator({ locale, messages: locale === "en" ? en : es, namespace: "dataVisualization" });
  return (key, values) => t(key as never, values as never);
};

describe("proposeByRules", () => {
  it("reads an entity, its X-axis and a style", () => {
    expect(propose("tasks by assignee")).toEqual(["bar tasks assignee task-count all"]);
    expect(propose("Tareas por responsable")).toEqual(["bar tasks assignee task-count all"]);
    expect(propose("a pie chart of tasks by status")).toEqual(["donut tasks task-status task-count all"]);
    expect(propose("Gráfico circular de reuniones por estado")).toEqual([
      "donut meetings meeting-status meeting-count all",
    ]);
  });

  it("reads several asks joined by commas and 'and', the later ones following the entity before", () => {
    expect(propose("tasks by assignee and by status, hours per project")).toEqual([
      "bar tasks assignee task-count all",
      "bar tasks task-status task-count all",
      "bar time-entries project hours all",
    ]);
    expect(propose("horas por proyecto y por persona")).toEqual([
      "bar time-entries project hours all",
      "bar time-entries assignee hours all",
    ]);
  });

  it("knows overdue work, cycle time, billable time and burn charts", () => {
    expect(propose("overdue vs on track")).toEqual(["donut tasks completion-status task-count all"]);
    expect(propose("tareas vencidas")).toEqual(["donut tasks completion-status task-count all"]);
    expect(propose("cycle time by assignee")).toEqual(["bar tasks assignee time-to-complete all"]);
    expect(propose("billable hours this month")).toEqual(["donut time-entries billable hours this-month"]);
    expect(propose("burndown")).toEqual(["burndown tasks date task-count last-30-days"]);
    expect(propose("burnup de este mes")).toEqual(["burnup tasks date task-count this-month"]);
  });

  it("reads time: per week, over time, and the periods", () => {
    expect(propose("tasks created per week")).toEqual(["line tasks date task-count all"]);
    expect(proposeByRules("tasks created per day", { max: 3 }).charts[0]?.source.bucket).toBe("day");
    expect(proposeByRules("reuniones por mes", { max: 3 }).charts[0]?.source).toMatchObject({
      entity: "meetings",
      x: "date",
      bucket: "month",
    });
    expect(propose("hours per person last month")).toEqual(["bar time-entries assignee hours last-month"]);
    expect(propose("meetings by status in the last 7 days")).toEqual([
      "bar meetings meeting-status meeting-count last-7-days",
    ]);
    expect(propose("eventos por estado en los últimos 30 días")).toEqual([
      "bar events event-status event-count last-30-days",
    ]);
    expect(propose("goals by status this quarter")).toEqual([
      "donut goals goal-status goal-count this-quarter",
    ]);
  });

  it("gives figures and comparisons one point per row", () => {
    expect(propose("total tasks this month")).toEqual(["number tasks date task-count this-month"]);
    expect(propose("how many goals")).toEqual(["number goals goal-status goal-count all"]);
    expect(propose("hours compared with the previous period")).toEqual([
      "metric time-entries date hours all",
    ]);
    // A figure split by an X-axis would hide it: the axis wins.
    expect(propose("total tasks by assignee")).toEqual(["bar tasks assignee task-count all"]);
  });

  it("carries a style said before the first entity to the next ask", () => {
    expect(propose("A pie chart: meetings by status")).toEqual([
      "donut meetings meeting-status meeting-count all",
    ]);
    expect(propose("Line chart, files per week")).toEqual(["line files date file-count all"]);
  });

  it("gives an entity asked for alone its overview, and a default overview when nothing is understood", () => {
    expect(propose("meetings")).toEqual([
      "bar meetings assignee meeting-count all",
      "bar meetings meeting-status meeting-count all",
      "line meetings date meeting-count all",
    ]);
    const nothing = proposeByRules("something nice", { max: 6 });
    expect(nothing.understood).toBe(false);
    expect(nothing.charts.length).toBeGreaterThanOrEqual(3);
    const onlyGoals = proposeByRules("?", { max: 6, available: new Set(["goals"]) });
    expect(onlyGoals.charts.map(summary)).toEqual(["donut goals goal-status goal-count all"]);
    expect(proposeByRules("", { max: 6, available: new Set() }).charts.length).toBeGreaterThan(0);
  });

  it("keeps at most `max` charts, each once, each a valid proposal that fits its style", () => {
    expect(propose("tasks by status, tasks by status and tasks by status")).toHaveLength(1);
    expect(
      proposeByRules("tasks, hours, meetings, goals, files, chats, events", { max: 2 }).charts,
    ).toHaveLength(2);
    const prompts = [
      "tasks by assignee",
      "overdue",
      "burndown last 7 days",
      "hours per project per week",
      "notifications by channel and sent status",
      "form responses per week and by form",
      "files by kind and by owner",
      "messages read vs unread",
      "database tables by database",
      "progreso de objetivos por responsable",
      "",
      "zzz",
    ];
    for (const prompt of prompts) {
      const { charts } = proposeByRules(prompt, { max: 12 });
      expect(charts.length).toBeGreaterThan(0);
      charts.forEach((chart, n) => {
        const parsed = chartProposalSchema.safeParse({ ...chart, name: `Chart ${n}` });
        expect(parsed.success).toBe(true);
        expect(styleFits(chart.style, chart.source)).toBe(true);
      });
    }
  });
});

describe("chartName", () => {
  const chart = (prompt: string) => proposeByRules(prompt, { max: 1 }).charts[0]!;
  it("names a chart in English and Spanish", () => {
    expect(chartName(chart("tasks by assignee"), translate("en"), "en")).toBe("Tasks by assignee");
    expect(chartName(chart("tasks by assignee"), translate("es"), "es")).toBe("Tareas por responsable");
    expect(chartName(chart("hours per week this month"), translate("en"), "en")).toBe(
      "Hours per week, this month",
    );
    expect(chartName(chart("cycle time by assignee"), translate("en"), "en")).toBe(
      "Time to complete (hours) by assignee",
    );
    expect(chartName(chart("burndown"), translate("en"), "en")).toBe("Burndown, last 30 days");
    expect(chartName(chart("total tasks"), translate("en"), "en")).toBe("Total tasks");
    expect(chartName(chart("total tasks"), translate("es"), "es")).toBe("Total de tareas");
  });
});

describe("normalize", () => {
  it("drops accents, case and punctuation", () => {
    expect(normalize("¿Cuántas Reuniones, este AÑO?")).toBe(" cuantas reuniones este ano ");
  });
});
