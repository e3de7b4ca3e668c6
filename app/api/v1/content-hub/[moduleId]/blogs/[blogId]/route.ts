import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { deletePost } from "@/modules/content-hub/server/posts/delete-post";
import { getPost } from "@/modules/content-hub/server/posts/get-post";
import { updatePost } from "@/modules/content-hub/server/posts/update-post";

export const GET = serve(endpoints.getPost, async ({ actor, params, meta }) =>
  getPost(actor, { params }, meta.errorLocale),
);

export const PATCH = serve(endpoints.updatePost, async ({ actor, params, body, meta }) =>
  updatePost(actor, { params, body }, meta.errorLocale),
);

export const DELETE = serve(endpoints.deletePost, async ({ actor, params, meta }) =>
  deletePost(actor, { params }, meta.errorLocale),
);
