import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { unpublishPost } from "@/modules/content-hub/server/posts/unpublish-post";

export const POST = serve(endpoints.unpublishPost, async ({ actor, params, meta }) =>
  unpublishPost(actor, { params }, meta.errorLocale),
);
