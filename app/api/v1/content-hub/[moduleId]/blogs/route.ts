import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { createPost } from "@/modules/content-hub/server/posts/create-post";
import { listPosts } from "@/modules/content-hub/server/posts/list-posts";

export const GET = serve(endpoints.listPosts, async ({ actor, params, query, meta }) =>
  listPosts(actor, { moduleId: params.moduleId, query }, meta.errorLocale),
);

export const POST = serve(endpoints.createPost, async ({ actor, params, body, meta }) =>
  createPost(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
