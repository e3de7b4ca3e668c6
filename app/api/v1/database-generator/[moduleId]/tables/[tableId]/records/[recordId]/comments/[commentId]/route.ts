import { serve } from "@/lib/server/api/serve";
import { deleteComment as endpoint } from "@/modules/database-generator/contracts";
import { deleteComment } from "@/modules/database-generator/server/comments";

export const DELETE = serve(endpoint, async ({ actor, params, meta }) =>
  deleteComment(actor, params, meta.errorLocale),
);
