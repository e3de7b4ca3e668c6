import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { MODULE_KINDS } from "@/modules/kinds";
import { guideOf, TUTORIAL_TOPICS } from "@/components/shell/tutorial/topics";

type Guides = Record<string, Record<string, { title: string; text: string }>>;

describe("the kinds' tutorials (their manifests' guides)", () => {
  it("every built kind among the topics has a guide; the task board's has the spec's five slides", () => {
    const unbuilt = ["ChartGenerator", "CRM", "DataTable", "QuizSurvey"];
    for (const topic of TUTORIAL_TOPICS)
      expect([topic, guideOf(topic) !== null]).toEqual([topic, !unbuilt.includes(topic)]);
    expect(guideOf("TaskManagement")).toHaveLength(5);
  });

  it.each([
    ["en", en.tutorial.guides as Guides],
    ["es", es.tutorial.guides as Guides],
  ])("each slide has a title and a text in %s, and no text is left over", (_, guides) => {
    const withGuides = MODULE_KINDS.flatMap((kind) => {
      const guide = guideOf(kind.tag);
      return guide ? [[kind.tag, guide] as const] : [];
    });
    expect(Object.keys(guides).sort()).toEqual(withGuides.map(([tag]) => tag).sort());
    for (const [tag, guide] of withGuides) {
      expect(Object.keys(guides[tag]!)).toEqual([...guide]);
      for (const slide of guide) {
        expect(guides[tag]![slide]!.title.length).toBeGreaterThan(0);
        expect(guides[tag]![slide]!.text.length).toBeGreaterThan(20);
      }
    }
  });
});
