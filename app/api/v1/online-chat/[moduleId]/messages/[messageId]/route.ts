import { serve } from "@/lib/server/api/serve";
import {
  deleteMessage as deleteMessageEndpoint,
  editMessage as editMessageEndpoint,
} from "@/modules/online-chat/contracts";
import { deleteMessage, editMessage } from "@/modules/online-chat/server/messages";

export const PATCH = serve(editMessageEndpoint, async ({ actor, params, body, meta }) =>
  editMessage(actor, { ...params, ...body }, meta.errorLocale),
);

export const DELETE = serve(deleteMessageEndpoint, async ({ actor, params, meta }) =>
  deleteMessage(actor, params, meta.errorLocale),
);
