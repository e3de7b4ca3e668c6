import { serve } from "@/lib/server/api/serve";
import {
  addComment as addEndpoint,
  listComments as listEndpoint,
} from "@/modules/database-generator/contracts";
import { addComment, listComments } from "@/modules/database-generator/server/comments";

export const GET = serve(listEndpoint, async ({ actor, params, query, meta }) =>
  listComments(actor, params, query, meta.errorLocale),
);

export const POST = serve(addEndpoint, async ({ actor, params, body, meta }) =>
  addComment(actor, params, body, meta.errorLocale),
);
