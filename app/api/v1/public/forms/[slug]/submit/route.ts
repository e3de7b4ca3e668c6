import { serve } from "@/lib/server/api/serve";
import { submitResponse as submitResponseEndpoint } from "@/modules/form-builder/contracts/public";
import { submitResponse } from "@/modules/form-builder/server/public/submit-response";

export const POST = serve(submitResponseEndpoint, async ({ params, body, meta }) =>
  submitResponse(params.slug, body, { ip: meta.ip, locale: meta.errorLocale }),
);
