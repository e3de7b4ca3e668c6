import { serve } from "@/lib/server/api/serve";
import {
  addReaction as addReactionEndpoint,
  removeReaction as removeReactionEndpoint,
} from "@/modules/online-chat/contracts";
import { react } from "@/modules/online-chat/server/reactions";

export const POST = serve(addReactionEndpoint, async ({ actor, params, body, meta }) =>
  react(actor, { ...params, emoji: body.emoji, on: true }, meta.errorLocale),
);

export const DELETE = serve(removeReactionEndpoint, async ({ actor, params, query, meta }) =>
  react(actor, { ...params, emoji: query.emoji, on: false }, meta.errorLocale),
);
