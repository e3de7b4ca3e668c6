import { slugify, uniqueSlug, SLUG_MAX } from "@/modules/content-hub/shared/slug";

describe("slugify", () => {
  it("folds accents, lowercases and joins words with dashes", () => {
    expect(slugify("Café & Bar")).toBe("cafe-and-bar");
    expect(slugify("  Hello,   World!  ")).toBe("hello-world");
    expect(slugify("Ünïcödé 2026")).toBe("unicode-2026");
  });
  it("never answers an empty slug", () => {
    expect(slugify("!!!")).toBe("item");
    expect(slugify("日本語")).toBe("item");
  });
  it("cuts long names without a trailing dash", () => {
    const slug = slugify(`${"a".repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("uniqueSlug", () => {
  it("keeps a free base and numbers a taken one from 2", () => {
    expect(uniqueSlug("news", new Set())).toBe("news");
    expect(uniqueSlug("news", new Set(["news"]))).toBe("news-2");
    expect(uniqueSlug("news", new Set(["news", "news-2", "news-3"]))).toBe("news-4");
  });
  it("stays within the maximum length with its suffix", () => {
    const base = "a".repeat(SLUG_MAX);
    const next = uniqueSlug(base, new Set([base]));
    expect(next.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(next.endsWith("-2")).toBe(true);
  });
});
