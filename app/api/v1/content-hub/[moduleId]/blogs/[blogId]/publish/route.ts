import { withApi } from "@/lib/server/api/with-api";
import { publishPost } from "@/modules/content-hub/server/posts";

// POST /api/v1/content-hub/{id}/blogs/{blogId}/publish - publish a blog post (no change when published)
export const POST = withApi({}, async ({ actor, params, meta }) =>
  publishPost(actor, { params }, meta.errorLocale),
);
