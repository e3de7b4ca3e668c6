import { serve } from "@/lib/server/api/serve";
import {
  createFeed as createEndpoint,
  getFeed as getEndpoint,
  revokeFeed as revokeEndpoint,
} from "@/modules/ai-calendar/contracts";
import { createFeed, getFeed, revokeFeed } from "@/modules/ai-calendar/server/feed";

export const GET = serve(getEndpoint, async ({ actor, params, meta }) =>
  getFeed(actor, params.moduleId, meta.errorLocale),
);

export const POST = serve(createEndpoint, async ({ actor, params, meta }) =>
  createFeed(actor, params.moduleId, meta.errorLocale),
);

export const DELETE = serve(revokeEndpoint, async ({ actor, params, meta }) =>
  revokeFeed(actor, params.moduleId, meta.errorLocale),
);
