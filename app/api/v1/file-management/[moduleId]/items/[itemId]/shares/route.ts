import { serve } from "@/lib/server/api/serve";
import { listShares as listEndpoint, shareItem as shareEndpoint } from "@/modules/file-management/contracts";
import { listShares, shareItem } from "@/modules/file-management/server/shares";

export const GET = serve(listEndpoint, async ({ actor, params, meta }) =>
  listShares(actor, params, meta.errorLocale),
);

export const PUT = serve(shareEndpoint, async ({ actor, params, body, meta }) =>
  shareItem(actor, params, body, meta.errorLocale),
);
