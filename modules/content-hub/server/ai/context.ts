import "server-only";
import type { AiIntent } from "@/lib/ai/intents";
import { placedModule, type AiModuleKind } from "@/lib/server/ai/provider";
import { contentHubScope } from "@/modules/content-hub/server/scope";
import { answerFor } from "./answers";
import { hubFacts } from "./hub-data";
import { hubTools } from "./tools";

/**
 * A content hub's assistant: the hub's own gate (contentHubScope: 404 for another workspace's id, a
 * hidden project or a private module, 403 without the right to read), then its posts, products and
 * categories as tools, built-in answers and drafts.
 */
export const contentHubAi: AiModuleKind = {
  tag: "ContentHub",
  async open(actor, moduleId, locale) {
    const scope = await contentHubScope(actor, moduleId, locale);
    const facts = hubFacts(scope);
    const answer = answerFor(facts, locale);
    const may = (right: boolean) => (right ? "may" : "may not");
    return {
      ...placedModule("ContentHub", scope),
      canCreate: scope.access.add,
      describe: () =>
        [
          `The module is a content hub named "${scope.name}": a team's blog posts and products, which its website reads through an API once published.`,
          "A blog post has a title, a body, tags, categories and a cover; a product has a name, a plain-text description, a price and currency, stock, 'Is available', categories, and custom sections (features; specifications with values; downloads). Each item is a draft or published. Categories form a tree per content type (blog or product).",
          `Today is ${new Date().toISOString().slice(0, 10)}. The person asking ${may(scope.access.add)} create posts here and ${may(scope.access.edit)} edit products.`,
          "Read the hub's content only through the tools. Link an item as [title](link) with the link its tool result gives.",
          'To propose a blog post, call draft_post and write its draft as one ```json block {"type": "post", "title", "excerpt", "tags": string[], "categories": [{"id", "name"}] (only ids from the tools), "outline": {"intro", "sections": [{"heading", "points": string[]}]}}; you may improve its texts.',
          'To propose a product description, call draft_product_description (or get_product) and write one ```json block {"type": "productDescription", "productId", "product", "description"} using only the product\'s real fields.',
        ].join("\n"),
      tools: hubTools(facts, locale),
      answer: (intent: AiIntent) =>
        answer(
          intent.kind === "draftPost" || intent.kind === "describeProduct" || intent.kind === "contentSummary"
            ? intent
            : { kind: "help" },
        ),
      preface: () => null,
    };
  },
};
