import { serve } from "@/lib/server/api/serve";
import { cancelUpload, uploadBytes, uploadOffset } from "@/modules/file-management/contracts";
import { continueUpload } from "@/modules/file-management/server/uploads";

export const HEAD = serve(uploadOffset, async ({ req, actor, params, meta }) =>
  continueUpload(actor, params, req, meta.errorLocale),
);

export const PATCH = serve(uploadBytes, async ({ req, actor, params, meta }) =>
  continueUpload(actor, params, req, meta.errorLocale),
);

export const DELETE = serve(cancelUpload, async ({ req, actor, params, meta }) =>
  continueUpload(actor, params, req, meta.errorLocale),
);
