import "server-only";
import { postEditorHref, productEditorHref } from "@/modules/content-hub/shared/routes";
import type { Locale } from "@/lib/i18n/config";
import type { AiTool } from "@/lib/server/ai/provider";
import { toolsOf } from "@/lib/server/ai/tool-kit";
import { describeProductFor, draftPostFor } from "./answers";
import {
  contentSummary,
  postDetail,
  productDetail,
  searchPosts,
  searchProducts,
  type AiPost,
  type AiProduct,
  type HubFacts,
} from "./hub-data";
import { hubToolSchemas, type HubToolName } from "./tool-schemas";

// The model's tools for a content hub: the same reads and drafts as the built-in assistant
// (hub-data.ts, answers.ts), under the actor's rights (the hub's gate ran when the context was opened,
// and runs again on every question). Results are bounded (LIST_LIMIT items, TEXT_MAX characters of
// text) and the provider cuts each at 8,000 characters.

const DESCRIPTIONS: Record<HubToolName, string> = {
  search_posts:
    "Find blog posts of this content hub by words of the title or a tag (or the latest), with their state",
  get_post:
    "Read one blog post of this hub by id: title, state, dates, tags, categories, its body as plain text",
  search_products:
    "Find products of this hub by words of the name or a tag (or the latest): price, stock, state",
  get_product:
    "Read one product of this hub by id: name, description, price, currency, stock, availability, categories, features, specifications",
  list_categories: "The categories of this hub (blog or product), with their ids and parents",
  content_summary: "How many posts and products are published or drafts, and the latest of each",
  draft_post:
    'A draft blog post on a topic, composed from the hub\'s categories and related content: {type: "post", title, excerpt, tags, categories, outline}, plus related published posts to link',
  draft_product_description:
    'A description of one product of this hub from its real fields: {type: "productDescription", productId, product, description}; or the closest names when none matches',
};

export function hubTools(facts: HubFacts, locale: Locale): AiTool[] {
  const { moduleId } = facts.scope;
  const postLink = (post: AiPost) => ({ ...post, link: postEditorHref(moduleId, post.id) });
  const productLink = (product: AiProduct) => ({ ...product, link: productEditorHref(moduleId, product.id) });
  return toolsOf(hubToolSchemas, DESCRIPTIONS, {
    search_posts: async (args) => {
      const found = await searchPosts(facts, args);
      return { total: found.total, posts: found.items.map(postLink) };
    },
    get_post: async ({ id }) => {
      const post = await postDetail(facts, id);
      return post ? postLink(post) : { error: `No post ${id} in this content hub` };
    },
    search_products: async (args) => {
      const found = await searchProducts(facts, args);
      return { total: found.total, products: found.items.map(productLink) };
    },
    get_product: async ({ id }) => {
      const product = await productDetail(facts, id);
      return product
        ? { ...product, link: productEditorHref(moduleId, product.id) }
        : { error: `No product ${id} in this content hub` };
    },
    list_categories: async ({ contentType }) => {
      const categories = await facts.categories();
      const names = new Map(categories.map((category) => [category.id, category.name]));
      return categories
        .filter((category) => !contentType || category.contentType === contentType)
        .map((category) => ({
          id: category.id,
          name: category.name,
          contentType: category.contentType,
          active: category.isActive,
          parent: category.parentId ? (names.get(category.parentId) ?? null) : null,
        }));
    },
    content_summary: async () => {
      const summary = await contentSummary(facts);
      return {
        posts: summary.posts,
        products: summary.products,
        latestPosts: [...summary.latest.posts.published, ...summary.latest.posts.draft].map(postLink),
        latestProducts: [...summary.latest.products.published, ...summary.latest.products.draft].map(
          productLink,
        ),
      };
    },
    draft_post: async ({ topic }) => {
      const { draft, related } = await draftPostFor(facts, topic, locale);
      return { draft, relatedPublishedPosts: related.map(postLink) };
    },
    draft_product_description: async ({ product }) => {
      const result = await describeProductFor(facts, product, locale);
      return result.found
        ? { draft: result.draft, link: productEditorHref(moduleId, result.draft.productId) }
        : { error: `No product of this content hub is named "${product}"`, closeNames: result.close };
    },
  });
}
