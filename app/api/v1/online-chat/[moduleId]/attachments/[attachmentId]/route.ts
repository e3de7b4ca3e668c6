import { serve } from "@/lib/server/api/serve";
import { removeAttachment as removeAttachmentEndpoint } from "@/modules/online-chat/contracts";
import { removeAttachment } from "@/modules/online-chat/server/attachments";

export const DELETE = serve(removeAttachmentEndpoint, async ({ actor, params, meta }) =>
  removeAttachment(actor, params, meta.errorLocale),
);
