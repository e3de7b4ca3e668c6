import { serve } from "@/lib/server/api/serve";
import {
  deleteConversation as deleteConversationEndpoint,
  getConversation as getConversationEndpoint,
  renameConversation as renameConversationEndpoint,
} from "@/modules/online-chat/contracts";
import { deleteConversation, renameConversation } from "@/modules/online-chat/server/channel";
import { getConversation } from "@/modules/online-chat/server/conversations";

export const GET = serve(getConversationEndpoint, async ({ actor, params, meta }) =>
  getConversation(actor, params, meta.errorLocale),
);

export const PATCH = serve(renameConversationEndpoint, async ({ actor, params, body, meta }) =>
  renameConversation(actor, { ...params, name: body.name }, meta.errorLocale),
);

export const DELETE = serve(deleteConversationEndpoint, async ({ actor, params, meta }) =>
  deleteConversation(actor, params, meta.errorLocale),
);
