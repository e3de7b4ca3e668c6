import { withApi } from "@/lib/server/api/with-api";
import { uploadAnswerFile } from "@/modules/form-builder/server/public";

// POST /api/v1/public/forms/{slug}/upload - a respondent's file for an Image or File upload element (versionId, element; multipart `file`)
export const POST = withApi({ auth: "none" }, async ({ params, req, meta }) =>
  uploadAnswerFile(params.slug, Object.fromEntries(req.nextUrl.searchParams), req, meta.ip),
);
