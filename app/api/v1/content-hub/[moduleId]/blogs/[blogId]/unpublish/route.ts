import { withApi } from "@/lib/server/api/with-api";
import { unpublishPost } from "@/modules/content-hub/server/posts";

// POST /api/v1/content-hub/{id}/blogs/{blogId}/unpublish - back to a draft (no change for a draft)
export const POST = withApi({}, async ({ actor, params, meta }) =>
  unpublishPost(actor, { params }, meta.errorLocale),
);
