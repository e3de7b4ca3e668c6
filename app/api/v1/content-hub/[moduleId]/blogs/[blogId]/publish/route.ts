import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { publishPost } from "@/modules/content-hub/server/posts/publish-post";

export const POST = serve(endpoints.publishPost, async ({ actor, params, meta }) =>
  publishPost(actor, { params }, meta.errorLocale),
);
