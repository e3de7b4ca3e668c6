import { serve } from "@/lib/server/api/serve";
import {
  deleteView as deleteEndpoint,
  updateView as updateEndpoint,
} from "@/modules/database-generator/contracts/views";
import { deleteView, updateView } from "@/modules/database-generator/server/views";

export const PATCH = serve(updateEndpoint, async ({ actor, params, body, meta }) =>
  updateView(actor, params, body, meta.errorLocale),
);

export const DELETE = serve(deleteEndpoint, async ({ actor, params, meta }) =>
  deleteView(actor, params, meta.errorLocale),
);
