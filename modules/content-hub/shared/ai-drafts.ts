// What a content hub's built-in assistant drafts (issue 16 Ask AI), composed from the hub's real data
// with no model: a blog post's draft (title, excerpt, tags and the hub's own categories from the
// topic's words, an outline with prompts for the writer) and a product's description from its fields.
// Also what a draft becomes when created (the post's body as HTML). Pure; unit-tested in
// tests/unit/content-hub-ai-drafts.test.ts.
import type { Translate } from "@/lib/ai/format";
import { normalizeQuestion } from "@/lib/ai/intents";
import { escapeHtml } from "@/lib/html-text";
import type { CustomFieldSection } from "@/modules/content-hub/shared/types";
import type { PostDraft, ProductDescriptionDraft } from "@/modules/content-hub/schemas/content-hub-ai";
import { TAG_MAX, TITLE_MAX } from "@/modules/content-hub/schemas/content-hub";

/** Words that say nothing about a topic (English and Spanish). */
const STOP_WORDS = new Set(
  (
    "a an the and or but of for to in on at by as with without about into from how what why when who " +
    "which our your my their its it is are be this that these those we you new more most best vs via " +
    "el la los las un una unos unas y o u de del al para por con sin sobre en que como cual cuales " +
    "nuestro nuestra nuestros nuestras su sus mi mis tu tus es son lo mas mejor nuevo nueva nuevos nuevas"
  ).split(" "),
);

/** The most tags and categories a draft proposes. */
export const DRAFT_TAGS_MAX = 5;
export const DRAFT_CATEGORIES_MAX = 5;

/** The words of a topic that carry meaning: as written (lower case) and normalised (no accents). */
export function topicWords(topic: string): { word: string; key: string }[] {
  const seen = new Set<string>();
  const words: { word: string; key: string }[] = [];
  for (const raw of topic.split(/[^\p{L}\p{N}]+/u)) {
    const word = raw.toLocaleLowerCase();
    const key = normalizeQuestion(word);
    if (!key || seen.has(key) || STOP_WORDS.has(key)) continue;
    if (key.length < 3 && !/\d/.test(key)) continue;
    seen.add(key);
    words.push({ word, key });
  }
  return words;
}

/**
 * Two normalised words name the same thing: equal, or inflections of one stem of 4 letters or more
 * (home/homes, panels/paneles, solar/solares, energy/energia): all of the shorter but its last letter
 * is shared, and neither goes on for more than 3 letters after it.
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  let shared = 0;
  while (shared < a.length && a[shared] === b[shared]) shared++;
  return (
    shared >= 4 && shared >= Math.min(a.length, b.length) - 1 && Math.max(a.length, b.length) - shared <= 3
  );
}

/** The categories whose names share a meaningful word with the topic, most shared words first. */
export function matchCategories<C extends { name: string }>(topic: string, categories: readonly C[]): C[] {
  const keys = topicWords(topic).map((word) => word.key);
  return categories
    .map((category, index) => ({
      category,
      index,
      shared: topicWords(category.name).filter((word) => keys.some((key) => sameWord(key, word.key))).length,
    }))
    .filter((entry) => entry.shared > 0)
    .sort((x, y) => y.shared - x.shared || x.index - y.index)
    .slice(0, DRAFT_CATEGORIES_MAX)
    .map((entry) => entry.category);
}

/** Tags from the topic's meaningful words, as written. */
export function tagsFor(topic: string): string[] {
  return topicWords(topic)
    .map((word) => word.word.slice(0, TAG_MAX))
    .slice(0, DRAFT_TAGS_MAX);
}

/** The topic as a title: its first letter upper case, within the title's limit. */
export function titleFor(topic: string): string {
  const text = topic.replace(/\s+/g, " ").trim();
  return (text.charAt(0).toLocaleUpperCase() + text.slice(1)).slice(0, TITLE_MAX).trim();
}

/** Names joined as a sentence says them ("a, b and c" / "a, b y c"). */
export function joinNames(names: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(names);
}

/**
 * A blog post's draft on `topic`: title, excerpt, tags, the hub's blog categories matching it, and an
 * outline (an intro and headed sections of prompts). Products and published posts of the hub related
 * to the topic become prompts to feature and link them. `t` reads `ai.contentHub.draft.*`.
 */
export function composePostDraft(input: {
  topic: string;
  categories: readonly { id: string; name: string }[];
  relatedProducts?: readonly string[];
  relatedPosts?: readonly string[];
  locale: string;
  t: Translate;
}): PostDraft {
  const { t, locale } = input;
  const topic = input.topic.replace(/\s+/g, " ").trim();
  const products = input.relatedProducts ?? [];
  const posts = input.relatedPosts ?? [];
  const section = (key: string, points: string[]) => ({ heading: t(`${key}Heading`, { topic }), points });
  return {
    type: "post",
    title: titleFor(topic),
    excerpt: t("excerpt", { topic }),
    tags: tagsFor(topic),
    categories: matchCategories(topic, input.categories).map(({ id, name }) => ({ id, name })),
    outline: {
      intro: t("intro", { topic }),
      sections: [
        section("basics", [t("basicsDefine", { topic }), t("basicsAudience")]),
        section("why", [t("whyExample"), t("whyChange")]),
        section("start", [
          t("startSteps"),
          t("startVisual"),
          ...(products.length ? [t("startProducts", { products: joinNames(products, locale) })] : []),
        ]),
        section("mistakes", [t("mistakesList", { topic }), t("mistakesFix")]),
        section("next", [
          t("nextSummary"),
          t("nextAction"),
          ...(posts.length
            ? [
                t("nextRelated", {
                  posts: joinNames(
                    posts.map((title) => `“${title}”`),
                    locale,
                  ),
                }),
              ]
            : []),
        ]),
      ],
    },
  };
}

/** A post draft's body as the editor's HTML: the excerpt as a lead, the intro, then each section. */
export function postDraftHtml(draft: PostDraft): string {
  const parts: string[] = [];
  if (draft.excerpt) parts.push(`<p><em>${escapeHtml(draft.excerpt)}</em></p>`);
  if (draft.outline.intro) parts.push(`<p>${escapeHtml(draft.outline.intro)}</p>`);
  for (const section of draft.outline.sections) {
    parts.push(`<h2>${escapeHtml(section.heading)}</h2>`);
    if (section.points.length)
      parts.push(`<ul>${section.points.map((point) => `<li>${escapeHtml(point)}</li>`).join("")}</ul>`);
  }
  return parts.join("");
}

/** What Create post sends (POST …/blogs): the draft post's title, body, tags and category ids. */
export function postDraftCreateBody(draft: PostDraft): {
  title: string;
  content: string;
  tags: string[];
  categories: string[];
} {
  return {
    title: draft.title,
    content: postDraftHtml(draft),
    tags: draft.tags,
    categories: draft.categories.map((category) => category.id),
  };
}

/** A product as its description is written from. */
export interface DescribedProduct {
  id: string;
  name: string;
  price: number;
  currency: string;
  isAvailable: boolean;
  stock: number;
  categories: readonly { name: string }[];
  customFields: readonly CustomFieldSection[];
}

/** The entries of a product's sections of one kind (features: titles; specifications: "title: value"). */
function entries(product: DescribedProduct, kind: "features" | "specifications"): string[] {
  return product.customFields
    .filter((section) => section.section === kind)
    .flatMap((section) => section.items)
    .map((item) => (kind === "specifications" && item.value ? `${item.title}: ${item.value}` : item.title))
    .map((text) => text.trim())
    .filter(Boolean);
}

/** The price in the reader's language and the product's currency ("$1,299.00", "1299,00 €"). */
export function formatPrice(price: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(price);
  } catch {
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(price)} ${currency}`;
  }
}

/**
 * A description of a product from its real fields only: a lead from its features or categories, its
 * price and availability, then its features and specifications as lists. Plain text (the product's
 * description is plain text). `t` reads `ai.contentHub.describe.*`.
 */
export function composeProductDescription(
  product: DescribedProduct,
  locale: string,
  t: Translate,
): ProductDescriptionDraft {
  const features = entries(product, "features");
  const specifications = entries(product, "specifications");
  const categories = product.categories.map((category) => category.name);
  const name = product.name.trim();
  const lead = features.length
    ? t("leadFeatures", { name, features: joinNames(features.slice(0, 3), locale) })
    : categories.length
      ? t("leadCategories", { name, categories: joinNames(categories, locale) })
      : t("lead", { name });
  const price = formatPrice(product.price, product.currency, locale);
  const availability = !product.isAvailable
    ? t("unavailable", { price })
    : product.stock > 0
      ? t("inStock", { price, stock: product.stock })
      : t("toOrder", { price });
  const paragraphs = [`${lead} ${availability}`];
  if (features.length) paragraphs.push([t("features"), ...features.map((item) => `- ${item}`)].join("\n"));
  if (specifications.length)
    paragraphs.push([t("specifications"), ...specifications.map((item) => `- ${item}`)].join("\n"));
  if (features.length && categories.length)
    paragraphs.push(t("categories", { categories: joinNames(categories, locale) }));
  return {
    type: "productDescription",
    productId: product.id,
    product: name,
    description: paragraphs.join("\n\n"),
  };
}
