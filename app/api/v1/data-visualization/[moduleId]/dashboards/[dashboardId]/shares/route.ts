import { serve } from "@/lib/server/api/serve";
import { createShare, listShares } from "@/modules/data-visualization/contracts/shares";
import * as shares from "@/modules/data-visualization/server/shares";

export const GET = serve(listShares, async ({ actor, params, meta }) =>
  shares.listShares(actor, params, meta.errorLocale),
);

export const POST = serve(createShare, async ({ actor, params, body, meta }) =>
  shares.createShare(actor, { params, body }, meta.errorLocale),
);
