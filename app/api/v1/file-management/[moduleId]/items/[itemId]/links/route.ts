import { serve } from "@/lib/server/api/serve";
import {
  createLink as createEndpoint,
  listLinks as listEndpoint,
} from "@/modules/file-management/contracts/links";
import { createLink, listLinks } from "@/modules/file-management/server/links";

export const GET = serve(listEndpoint, async ({ actor, params, meta }) =>
  listLinks(actor, params, meta.errorLocale),
);

export const POST = serve(createEndpoint, async ({ actor, params, body, meta }) =>
  createLink(actor, params, body, meta.errorLocale),
);
