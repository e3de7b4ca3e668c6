import { serve } from "@/lib/server/api/serve";
import {
  createConversation as createConversationEndpoint,
  listConversations as listConversationsEndpoint,
} from "@/modules/online-chat/contracts";
import { listConversations } from "@/modules/online-chat/server/conversations";
import { createConversation } from "@/modules/online-chat/server/start-conversation";

export const GET = serve(listConversationsEndpoint, async ({ actor, params, query, meta }) =>
  listConversations(actor, { moduleId: params.moduleId, query }, meta.errorLocale),
);

export const POST = serve(createConversationEndpoint, async ({ actor, params, body, meta }) =>
  createConversation(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
