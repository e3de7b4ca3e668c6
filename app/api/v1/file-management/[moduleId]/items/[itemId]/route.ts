import { serve } from "@/lib/server/api/serve";
import { getItem as getEndpoint, renameItem as renameEndpoint } from "@/modules/file-management/contracts";
import { renameItem } from "@/modules/file-management/server/change-items";
import { getItem } from "@/modules/file-management/server/get-item";

export const GET = serve(getEndpoint, async ({ actor, params, meta }) =>
  getItem(actor, params, meta.errorLocale),
);

export const PATCH = serve(renameEndpoint, async ({ actor, params, body, meta }) =>
  renameItem(actor, params, body, meta.errorLocale),
);
