// Templates, themes and the built-in AI draft of the form builder (modules/form-builder/shared/).
import { THEME_IDS, formContentSchema } from "@/modules/form-builder/shared/elements";
import { TEMPLATE_CATEGORIES, TEMPLATES, searchTemplates } from "@/modules/form-builder/shared/templates";
import { THEMES, themeOf } from "@/modules/form-builder/shared/themes";
import { closestTemplate, draftFromPrompt, titleFromPrompt } from "@/modules/form-builder/shared/ai-draft";
import * as z from "@/lib/zod";

describe("templates", () => {
  it("has 17 categories, each with at least one template", () => {
    expect(TEMPLATE_CATEGORIES).toHaveLength(17);
    for (const category of TEMPLATE_CATEGORIES)
      expect(TEMPLATES.filter((t) => t.category === category).length).toBeGreaterThan(0);
  });
  it.each(TEMPLATES.map((t) => [t.id, t] as const))("%s passes the element schema", (_id, t) => {
    const parsed = z.safeParse(formContentSchema, {
      elements: t.elements,
      configuration: t.configuration,
      logic: t.logic,
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(t.elements.some((e) => e.configuration.required)).toBe(true);
  });
  it("has unique ids and a contact form of name, e-mail and message; the job application asks for a CV", () => {
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(TEMPLATES.length);
    const contact = TEMPLATES.find((t) => t.category === "contact")!;
    expect(contact.elements.map((e) => e.type)).toEqual(["heading", "fullName", "email", "longText"]);
    const job = TEMPLATES.find((t) => t.category === "jobApplication")!;
    expect(job.elements.find((e) => e.type === "fileUpload")?.configuration).toMatchObject({
      label: "CV",
      required: true,
    });
  });
  it("searches by title, description and keywords within a category", () => {
    expect(searchTemplates("").length).toBe(TEMPLATES.length);
    expect(searchTemplates("cv").map((t) => t.id)).toEqual(["job-application"]);
    expect(searchTemplates("", "event").map((t) => t.id)).toEqual(["event-rsvp"]);
    expect(searchTemplates("newsletter", "event")).toEqual([]);
  });
});

describe("themes", () => {
  it("has the 9 theme ids of the spec", () => {
    expect(THEMES.map((t) => t.id)).toEqual([...THEME_IDS]);
    expect(themeOf("nope").id).toBe("1");
  });
});

describe("built-in AI draft", () => {
  it("picks the closest template by keywords", () => {
    expect(closestTemplate("A job application form for our new developer position").id).toBe(
      "job-application",
    );
    expect(closestTemplate("RSVP for the summer party").id).toBe("event-rsvp");
    expect(closestTemplate("something completely different").category).toBe("contact");
  });
  it("adapts it: adds fields the prompt asks for and takes its title", () => {
    const draft = draftFromPrompt("A newsletter signup with phone and website");
    const types = draft.content.elements.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(["phone", "url", "optIn"]));
    expect(z.safeParse(formContentSchema, draft.content).success).toBe(true);
    expect(titleFromPrompt("Create a form for our summer party.", "X")).toBe("Summer party");
    expect(titleFromPrompt("  ", "Fallback")).toBe("Fallback");
  });
  it("always returns a valid form, whatever the prompt", () => {
    for (const prompt of [
      "",
      "🙂",
      "x".repeat(3000),
      "upload signature photo date time address phone url comments newsletter",
    ])
      expect(z.safeParse(formContentSchema, draftFromPrompt(prompt).content).success).toBe(true);
  });
});
