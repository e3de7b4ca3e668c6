import fs from "node:fs";
import path from "node:path";
import { TUTORIAL_SLIDES, TUTORIAL_TOPICS, topicCover } from "@/components/shell/tutorial/topics";
import { MODULE_TAGS } from "@/modules/kinds";

type Messages = { tutorial: { topics: Record<string, { title?: string; description?: string }> } };
const read = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", `${lang}.json`), "utf8")) as Messages;

describe("tutorial topics", () => {
  it("has the spec's 14 topics: catalog modules other than Content hub and Data visualization", () => {
    expect(TUTORIAL_TOPICS).toHaveLength(14);
    expect(new Set(TUTORIAL_TOPICS).size).toBe(14);
    const catalogTags: readonly string[] = MODULE_TAGS;
    expect(TUTORIAL_TOPICS.every((tag) => catalogTags.includes(tag))).toBe(true);
    expect(catalogTags.filter((tag) => !(TUTORIAL_TOPICS as readonly string[]).includes(tag)).sort()).toEqual(
      ["ContentHub", "DataVisualization"],
    );
  });

  it.each(["en", "es"])("has a title and a description for every topic in %s", (lang) => {
    const topics = read(lang).tutorial.topics;
    expect(Object.keys(topics).sort()).toEqual([...TUTORIAL_TOPICS].sort());
    for (const tag of TUTORIAL_TOPICS) {
      expect(topics[tag]?.title?.trim()).toBeTruthy();
      expect(topics[tag]?.description?.trim().length).toBeGreaterThan(20);
    }
  });

  it("is translated: Spanish texts differ from English ones", () => {
    const en = read("en").tutorial.topics;
    const es = read("es").tutorial.topics;
    const same = TUTORIAL_TOPICS.filter((tag) => en[tag]?.description === es[tag]?.description);
    expect(same).toEqual([]);
  });

  it("shows each topic's cover art, a file that exists, and more than one slide", () => {
    expect(TUTORIAL_SLIDES.length).toBeGreaterThan(1);
    for (const tag of TUTORIAL_TOPICS) {
      const cover = topicCover(tag);
      expect(fs.existsSync(path.join(process.cwd(), "public", cover))).toBe(true);
    }
  });
});
