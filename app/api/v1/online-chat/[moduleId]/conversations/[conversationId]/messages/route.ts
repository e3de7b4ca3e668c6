import { serve } from "@/lib/server/api/serve";
import {
  listMessages as listMessagesEndpoint,
  sendMessage as sendMessageEndpoint,
} from "@/modules/online-chat/contracts";
import { listMessagesText } from "@/modules/online-chat/server/history-page";
import { sendMessage } from "@/modules/online-chat/server/messages";

// A history page goes out as the JSON text PostgreSQL wrote (listMessagesText).
export const GET = serve(listMessagesEndpoint, async ({ actor, params, query, meta }) =>
  listMessagesText(actor, { ...params, cursor: query.cursor }, meta.errorLocale),
);

export const POST = serve(sendMessageEndpoint, async ({ actor, params, body, meta }) =>
  sendMessage(actor, { ...params, body }, meta.errorLocale),
);
