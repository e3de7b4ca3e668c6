import { serve } from "@/lib/server/api/serve";
import {
  createView as createEndpoint,
  listViews as listEndpoint,
} from "@/modules/database-generator/contracts/views";
import { createView, listViews } from "@/modules/database-generator/server/views";

export const GET = serve(listEndpoint, async ({ actor, params, meta }) =>
  listViews(actor, params, meta.errorLocale),
);

export const POST = serve(createEndpoint, async ({ actor, params, body, meta }) =>
  createView(actor, params, body, meta.errorLocale),
);
