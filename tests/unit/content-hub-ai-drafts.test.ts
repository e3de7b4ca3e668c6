import {
  composePostDraft,
  composeProductDescription,
  matchCategories,
  postDraftCreateBody,
  postDraftHtml,
  tagsFor,
  titleFor,
  type DescribedProduct,
} from "@/modules/content-hub/shared/ai-drafts";
import { translateMessage } from "@/lib/i18n/messages";
import { createPostSchema, updateProductSchema } from "@/modules/content-hub/schemas/content-hub";
import { contentHubDraftSchema, postDraftSchema } from "@/modules/content-hub/schemas/content-hub-ai";
import * as z from "@/lib/zod";

// What a content hub's built-in assistant drafts, from fixed inputs (modules/content-hub/shared/ai-drafts.ts).

const translate =
  (locale: "en" | "es", namespace: string) => (key: string, values?: Record<string, string | number>) =>
    translateMessage(locale, `ai.contentHub.${namespace}.${key}`, values);

const CATEGORIES = [
  { id: "a".repeat(24), name: "Solar energy" },
  { id: "b".repeat(24), name: "Home improvement" },
  { id: "c".repeat(24), name: "Bikes" },
  { id: "d".repeat(24), name: "Paneles y baterías" },
];

describe("a post draft", () => {
  it("takes its title, tags and the hub's matching categories from the topic", () => {
    expect(titleFor("  solar panels for  homes ")).toBe("Solar panels for homes");
    expect(tagsFor("Solar panels for your homes")).toEqual(["solar", "panels", "homes"]);
    expect(tagsFor("cómo instalar placas solares en casa")).toEqual([
      "instalar",
      "placas",
      "solares",
      "casa",
    ]);
    expect(matchCategories("Solar panels for homes", CATEGORIES).map((c) => c.name)).toEqual([
      "Solar energy",
      "Home improvement",
      "Paneles y baterías",
    ]);
    // The most shared words first.
    expect(matchCategories("solar energy at home", CATEGORIES).map((c) => c.name)).toEqual([
      "Solar energy",
      "Home improvement",
    ]);
    expect(matchCategories("cycling in winter", CATEGORIES)).toEqual([]);
    // "home" and "homes", "panel" and "paneles" are one word; "art" is not "article".
    expect(matchCategories("home", CATEGORIES).map((c) => c.name)).toEqual(["Home improvement"]);
    expect(matchCategories("art", [{ id: "e".repeat(24), name: "Articles" }])).toEqual([]);
  });

  it("is an outline with prompts that name the topic and the hub's related content", () => {
    const draft = composePostDraft({
      topic: "solar panels for homes",
      categories: CATEGORIES,
      relatedProducts: ["Solar Lamp", "Panel Kit 400W"],
      relatedPosts: ["Five ways to save energy"],
      locale: "en",
      t: translate("en", "draft"),
    });
    expect(draft).toMatchObject({
      type: "post",
      title: "Solar panels for homes",
      excerpt:
        "A practical look at solar panels for homes: what it is, why it matters and how to get started.",
      tags: ["solar", "panels", "homes"],
      categories: [CATEGORIES[0], CATEGORIES[1], CATEGORIES[3]],
    });
    expect(draft.outline.intro).toContain("about solar panels for homes");
    expect(draft.outline.sections.map((section) => section.heading)).toEqual([
      "The basics of solar panels for homes",
      "Why it matters",
      "How to get started",
      "Mistakes to avoid",
      "Next steps",
    ]);
    for (const section of draft.outline.sections) expect(section.points.length).toBeGreaterThanOrEqual(2);
    const points = draft.outline.sections.flatMap((section) => section.points);
    expect(points).toContain("Show where Solar Lamp and Panel Kit 400W fit in, and link their pages.");
    expect(points).toContain("Link the related posts “Five ways to save energy”.");
    expect(JSON.stringify(draft)).not.toMatch(/lorem|ipsum/i);
    expect(z.safeParse(postDraftSchema, draft).success).toBe(true);
  });

  it("is written in Spanish for a Spanish question, without related content when there is none", () => {
    const draft = composePostDraft({
      topic: "energía solar",
      categories: CATEGORIES,
      locale: "es",
      t: translate("es", "draft"),
    });
    expect(draft.title).toBe("Energía solar");
    expect(draft.categories).toEqual([CATEGORIES[0]]);
    expect(draft.outline.sections[2]).toEqual({
      heading: "Cómo empezar",
      points: [
        "Enumera los tres primeros pasos que un lector puede dar hoy.",
        "Añade una foto, una captura o un diagrama que muestre el primer paso.",
      ],
    });
  });

  it("becomes a create request the hub's schema accepts, its text escaped as HTML", () => {
    const draft = composePostDraft({
      topic: "<script>alert(1)</script> & tips",
      categories: CATEGORIES,
      locale: "en",
      t: translate("en", "draft"),
    });
    const html = postDraftHtml(draft);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; tips");
    expect(html.startsWith("<p><em>A practical look at")).toBe(true);
    expect(html.match(/<h2>/g)).toHaveLength(5);
    const body = postDraftCreateBody(draft);
    expect(z.safeParse(createPostSchema, body).success).toBe(true);
    expect(body.categories).toEqual([]);
  });
});

const LAMP: DescribedProduct = {
  id: "f".repeat(24),
  name: "Solar Lamp",
  price: 1299,
  currency: "USD",
  isAvailable: true,
  stock: 12,
  categories: [{ name: "Lighting" }, { name: "Outdoor" }],
  customFields: [
    { section: "features", title: "Features", items: [{ title: "Waterproof" }, { title: "Motion sensor" }] },
    {
      section: "specifications",
      title: "Specs",
      items: [
        { title: "Battery", value: "4,000 mAh" },
        { title: "Weight", value: "350 g" },
      ],
    },
    {
      section: "downloads",
      title: "Manuals",
      items: [{ title: "Manual", contentType: "link", link: "https://x.y" }],
    },
  ],
};

describe("a product description", () => {
  it("is written from the product's real fields", () => {
    const draft = composeProductDescription(LAMP, "en", translate("en", "describe"));
    expect(draft).toEqual({
      type: "productDescription",
      productId: LAMP.id,
      product: "Solar Lamp",
      description: [
        "Solar Lamp brings you Waterproof and Motion sensor. It costs $1,299.00 and is in stock, with 12 units ready to ship.",
        "Key features:\n- Waterproof\n- Motion sensor",
        "Specifications:\n- Battery: 4,000 mAh\n- Weight: 350 g",
        "Find it under Lighting and Outdoor.",
      ].join("\n\n"),
    });
    expect(draft.description).not.toContain("Manual");
    expect(z.safeParse(contentHubDraftSchema, draft).success).toBe(true);
    expect(z.safeParse(updateProductSchema, { description: draft.description }).success).toBe(true);
  });

  it("says when it is unavailable or made to order, and leads with categories without features", () => {
    const bare = { ...LAMP, customFields: [], currency: "EUR" };
    expect(
      composeProductDescription({ ...bare, isAvailable: false }, "en", translate("en", "describe"))
        .description,
    ).toBe(
      "Solar Lamp is part of our Lighting and Outdoor range. It costs €1,299.00; it is currently unavailable.",
    );
    expect(
      composeProductDescription({ ...bare, stock: 0, categories: [] }, "es", translate("es", "describe"))
        .description,
    ).toBe("Te presentamos Solar Lamp. Cuesta 1299,00\u00a0€ y se puede pedir.");
  });
});
