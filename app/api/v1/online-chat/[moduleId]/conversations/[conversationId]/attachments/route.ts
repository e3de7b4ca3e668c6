import { serve } from "@/lib/server/api/serve";
import { uploadAttachment as uploadAttachmentEndpoint } from "@/modules/online-chat/contracts";
import { uploadAttachment } from "@/modules/online-chat/server/attachments";

// The multipart body is read by the service, after the module gate and the conversation check.
export const POST = serve(uploadAttachmentEndpoint, async ({ actor, params, req, meta }) =>
  uploadAttachment(actor, { ...params, req }, meta.errorLocale),
);
