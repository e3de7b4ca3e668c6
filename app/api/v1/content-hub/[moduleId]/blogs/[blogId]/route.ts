import { withApi } from "@/lib/server/api/with-api";
import { deletePost, getPost, updatePost } from "@/modules/content-hub/server/posts";

// GET /api/v1/content-hub/{id}/blogs/{blogId} - a blog post with everything its editor shows
export const GET = withApi({}, async ({ actor, params, meta }) =>
  getPost(actor, { params }, meta.errorLocale),
);

// PATCH /api/v1/content-hub/{id}/blogs/{blogId} - save changes (keeps the publish state)
export const PATCH = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  updatePost(actor, { params, body }, meta.errorLocale),
);

// DELETE /api/v1/content-hub/{id}/blogs/{blogId} - delete a blog post
export const DELETE = withApi({}, async ({ actor, params, meta }) =>
  deletePost(actor, { params }, meta.errorLocale),
);
