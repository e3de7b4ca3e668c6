import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { chartProposalSchema, createDashboardSchema } from "@/modules/data-visualization/schemas/dashboards";
import { styleFits } from "@/modules/data-visualization/shared/chart";
import {
  DASHBOARD_TEMPLATES,
  searchTemplates,
  TEMPLATE_CATEGORIES,
  type DashboardTemplate,
} from "@/modules/data-visualization/shared/templates";

// The visualization templates (issue 37): real charts over the report entities, at least three a
// category, each a valid proposal that fits its style, named in both languages.

type Tree = { [key: string]: string | Tree };
const text = (messages: Tree, key: string): string | undefined => {
  let node: string | Tree | undefined = (messages.dataVisualization as Tree).templates;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
};

describe("DASHBOARD_TEMPLATES", () => {
  it("has at least three templates in each category, each id once", () => {
    for (const category of TEMPLATE_CATEGORIES)
      expect(
        DASHBOARD_TEMPLATES.filter((template) => template.category === category).length,
      ).toBeGreaterThanOrEqual(3);
    const ids = DASHBOARD_TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(DASHBOARD_TEMPLATES.map((template) => [template.id, template] as const))(
    "%s: every chart parses as a proposal on a report entity and fits its style",
    (_id, template: DashboardTemplate) => {
      expect(template.charts.length).toBeGreaterThanOrEqual(3);
      for (const chart of template.charts) {
        const parsed = chartProposalSchema.safeParse(chart);
        expect(parsed.success).toBe(true);
        expect(parsed.data).toEqual(chart);
        expect(chart.source.type).toBe("entity");
        expect(styleFits(chart.style, chart.source)).toBe(true);
      }
      // What 'Use template' sends is a valid body once the names are translated.
      const charts = template.charts.map((chart) => ({ ...chart, name: text(en as Tree, chart.name) }));
      expect(createDashboardSchema.safeParse({ name: "X", charts }).success).toBe(true);
    },
  );

  it("names every template and chart in English and Spanish", () => {
    for (const template of DASHBOARD_TEMPLATES) {
      for (const key of [
        template.name,
        template.description,
        ...template.charts.map((chart) => chart.name),
      ]) {
        expect([key, text(en as Tree, key)]).toEqual([key, expect.any(String)]);
        expect([key, text(es as Tree, key)]).toEqual([key, expect.any(String)]);
      }
    }
  });
});

describe("searchTemplates", () => {
  const named = (template: DashboardTemplate) =>
    [template.name, template.description, ...template.charts.map((chart) => chart.name)]
      .map((key) => text(en as Tree, key) ?? "")
      .join(" ");

  it("keeps the templates whose texts hold every word, in any case", () => {
    expect(searchTemplates(DASHBOARD_TEMPLATES, "", named)).toHaveLength(DASHBOARD_TEMPLATES.length);
    expect(searchTemplates(DASHBOARD_TEMPLATES, "BURNDOWN sprint", named).map((t) => t.id)).toEqual([
      "sprint-burndown",
    ]);
    expect(searchTemplates(DASHBOARD_TEMPLATES, "goal", named).map((t) => t.id)).toContain("goals");
    expect(searchTemplates(DASHBOARD_TEMPLATES, "nothing like this", named)).toEqual([]);
  });
});
