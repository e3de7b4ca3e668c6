import "server-only";
import { itemHtml, itemTitle, type IntegrationTarget } from "@/lib/server/integrations/deliveries";
import { TITLE_MAX } from "@/modules/content-hub/schemas/content-hub";
import { createPost } from "./posts/create-post";

/**
 * The content hub's integration target (the form builder's `formPosts`, e.g. product requests): an
 * item becomes a draft blog post through the hub's own service — its title the mapped question's
 * answer, its body every answer.
 */
export const postIntegrationTarget: IntegrationTarget = {
  features: ["formPosts"],
  async create({ actor, moduleId, item, mapping, locale }) {
    const post = await createPost(
      actor,
      { moduleId, body: { title: itemTitle(item, mapping, TITLE_MAX), content: itemHtml(item) } },
      locale,
    );
    return post.id;
  },
};
