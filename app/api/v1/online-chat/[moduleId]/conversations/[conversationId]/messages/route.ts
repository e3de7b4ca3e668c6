import { serve } from "@/lib/server/api/serve";
import {
  listMessages as listMessagesEndpoint,
  sendMessage as sendMessageEndpoint,
} from "@/modules/online-chat/contracts";
import { listMessages, sendMessage } from "@/modules/online-chat/server/messages";

export const GET = serve(listMessagesEndpoint, async ({ actor, params, query, meta }) =>
  listMessages(actor, { ...params, cursor: query.cursor }, meta.errorLocale),
);

export const POST = serve(sendMessageEndpoint, async ({ actor, params, body, meta }) =>
  sendMessage(actor, { ...params, body }, meta.errorLocale),
);
