import "server-only";
import type { ContentHubIntent } from "@/lib/ai/intents";
import { escapeMarkdown as plain } from "@/lib/ai/markdown-lite";
import { jsonBlock } from "@/lib/ai/reply-parts";
import { composePostDraft, composeProductDescription } from "@/modules/content-hub/shared/ai-drafts";
import { postEditorHref, productEditorHref } from "@/modules/content-hub/shared/routes";
import type { Locale } from "@/lib/i18n/config";
import type { PostDraft, ProductDescriptionDraft } from "@/modules/content-hub/schemas/content-hub-ai";
import { answerText } from "@/lib/server/ai/answer-text";
import {
  contentSummary,
  findProduct,
  productDetail,
  relatedPosts,
  relatedProducts,
  searchProducts,
  type AiPost,
  type AiProduct,
  type AiProductDetail,
  type HubFacts,
  type ItemState,
} from "./hub-data";

// The built-in assistant's answers for a content hub (no model): drafts composed from the hub's real
// data (modules/content-hub/shared/ai-drafts.ts) as ```json blocks, and summaries of its content, written in the
// person's language with links to the items' editors.

/** A post draft on a topic, with the published posts related to it (to link from the new post). */
export async function draftPostFor(
  facts: HubFacts,
  topic: string,
  locale: Locale,
): Promise<{ draft: PostDraft; related: AiPost[] }> {
  const [categories, related, products] = await Promise.all([
    facts.categories(),
    relatedPosts(facts, topic),
    relatedProducts(facts, topic),
  ]);
  const draft = composePostDraft({
    topic,
    categories: categories.filter((category) => category.contentType === "blog" && category.isActive),
    relatedProducts: products,
    relatedPosts: related.map((post) => post.title),
    locale,
    t: answerText(locale, "ai.contentHub.draft").t,
  });
  return { draft, related };
}

/** A product's description from its fields, or the closest names when no product of the hub matches. */
export async function describeProductFor(
  facts: HubFacts,
  product: string,
  locale: Locale,
): Promise<
  { found: true; draft: ProductDescriptionDraft } | { found: false; close: { id: string; name: string }[] }
> {
  const compose = (detail: AiProductDetail) => ({
    found: true as const,
    draft: composeProductDescription(detail, locale, answerText(locale, "ai.contentHub.describe").t),
  });
  const id = product.trim().toLowerCase();
  const byId = /^[0-9a-f]{24}$/.test(id) ? await productDetail(facts, id) : null;
  if (byId) return compose(byId);
  const found = await findProduct(facts, product);
  const detail = found.match ? await productDetail(facts, found.match.id) : null;
  return detail ? compose(detail) : { found: false, close: found.close };
}

export function answerFor(facts: HubFacts, locale: Locale) {
  const { t, list } = answerText(locale, "ai.contentHub.answers");
  const { moduleId, access } = facts.scope;
  const moduleName = plain(facts.scope.name);
  const date = (iso: string) => iso.slice(0, 10);

  const postLine = (post: AiPost) =>
    `- [${plain(post.title)}](${postEditorHref(moduleId, post.id)}) · ${t(`state.${post.state}`)} · ${date(post.publishedAt ?? post.updatedAt)}`;
  const productLine = (product: AiProduct) =>
    `- [${plain(product.name)}](${productEditorHref(moduleId, product.id)}) · ${t(`state.${product.state}`)} · ${
      product.hasDescription ? t("hasDescription") : t("noDescription")
    }`;

  const draftPost = async (topic: string): Promise<string> => {
    if (!topic) return t("draftNoTopic");
    const { draft, related } = await draftPostFor(facts, topic, locale);
    const text = [
      access.add ? t("draftIntro") : t("draftIntroReadOnly", { module: moduleName }),
      "",
      jsonBlock(draft),
    ];
    if (draft.categories.length === 0) text.push("", t("draftNoCategory"));
    if (related.length) text.push("", list(t("relatedIntro"), related.map(postLine), related.length));
    return text.join("\n");
  };

  const describeProduct = async (name: string): Promise<string> => {
    if (!name) {
      const products = await searchProducts(facts, { limit: 10 });
      if (products.total === 0) return t("noProducts", { module: moduleName });
      return list(t("describeWhich"), products.items.map(productLine), products.total);
    }
    const result = await describeProductFor(facts, name, locale);
    if (!result.found) {
      if (result.close.length === 0)
        return t("productNotFoundNone", { name: plain(name), module: moduleName });
      return list(
        t("productNotFound", { name: plain(name) }),
        result.close.map(
          (product) => `- [${plain(product.name)}](${productEditorHref(moduleId, product.id)})`,
        ),
        result.close.length,
      );
    }
    const { draft } = result;
    const link = `[${plain(draft.product ?? name)}](${productEditorHref(moduleId, draft.productId)})`;
    return [
      access.edit ? t("describeIntro", { product: link }) : t("describeIntroReadOnly", { product: link }),
      "",
      jsonBlock(draft),
    ].join("\n");
  };

  const summary = async (state: ItemState | null): Promise<string> => {
    const found = await contentSummary(facts);
    const text = [
      t("summaryTitle", { module: moduleName }),
      "",
      `- ${t("summaryPosts", { published: found.posts.published, drafts: found.posts.draft })}`,
      `- ${t("summaryProducts", { published: found.products.published, drafts: found.products.draft })}`,
    ];
    const states: ItemState[] = state ? [state] : ["published", "draft"];
    for (const shown of states) {
      const posts = found.latest.posts[shown];
      const products = found.latest.products[shown];
      if (posts.length)
        text.push("", list(t(`latestPosts.${shown}`), posts.map(postLine), found.posts[shown]));
      if (products.length)
        text.push("", list(t(`latestProducts.${shown}`), products.map(productLine), found.products[shown]));
      if (!posts.length && !products.length) text.push("", t(`none.${shown}`));
    }
    return text.join("\n");
  };

  return async (intent: ContentHubIntent): Promise<string> => {
    switch (intent.kind) {
      case "draftPost":
        return draftPost(intent.topic);
      case "describeProduct":
        return describeProduct(intent.product);
      case "contentSummary":
        return summary(intent.state);
      case "help":
        return t("help", { module: moduleName });
    }
  };
}
