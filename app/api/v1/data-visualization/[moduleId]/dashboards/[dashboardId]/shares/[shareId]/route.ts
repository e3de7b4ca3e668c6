import { serve } from "@/lib/server/api/serve";
import { revokeShare } from "@/modules/data-visualization/contracts/shares";
import * as shares from "@/modules/data-visualization/server/shares";

export const DELETE = serve(revokeShare, async ({ actor, params, meta }) =>
  shares.revokeShare(actor, params, meta.errorLocale),
);
