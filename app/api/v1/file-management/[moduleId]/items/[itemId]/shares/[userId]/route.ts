import { serve } from "@/lib/server/api/serve";
import { unshareItem as endpoint } from "@/modules/file-management/contracts";
import { unshareItem } from "@/modules/file-management/server/shares";

export const DELETE = serve(endpoint, async ({ actor, params, meta }) =>
  unshareItem(actor, params, meta.errorLocale),
);
