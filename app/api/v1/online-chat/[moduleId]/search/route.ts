import { serve } from "@/lib/server/api/serve";
import { searchMessages as searchMessagesEndpoint } from "@/modules/online-chat/contracts";
import { searchMessages } from "@/modules/online-chat/server/search";

export const GET = serve(searchMessagesEndpoint, async ({ actor, params, query, meta }) =>
  searchMessages(actor, { moduleId: params.moduleId, query }, meta.errorLocale),
);
