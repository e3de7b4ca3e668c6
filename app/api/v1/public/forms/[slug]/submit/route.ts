import { withApi } from "@/lib/server/api/with-api";
import { submitResponse } from "@/modules/form-builder/server/public";

// POST /api/v1/public/forms/{slug}/submit - a response (versionId, submissionId, answers; honeypot `website`; rate-limited per address)
export const POST = withApi({ auth: "none", body: true }, async ({ params, body, meta }) =>
  submitResponse(params.slug, body, { ip: meta.ip, locale: meta.errorLocale }),
);
