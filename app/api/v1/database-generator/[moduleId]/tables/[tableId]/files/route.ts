import { serve } from "@/lib/server/api/serve";
import { uploadAttachment as endpoint } from "@/modules/database-generator/contracts/files";
import { uploadAttachment } from "@/modules/database-generator/server/attachments";

// The multipart body is read by the service, after the module gate and the table check.
export const POST = serve(endpoint, async ({ actor, params, req, meta }) =>
  uploadAttachment(actor, { ...params, req }, meta.errorLocale),
);
