import { serve } from "@/lib/server/api/serve";
import { uploadAnswerFile as uploadAnswerFileEndpoint } from "@/modules/form-builder/contracts/public";
import { uploadAnswerFile } from "@/modules/form-builder/server/public/upload-answer-file";

// The file comes as multipart form data (the contract declares no JSON body): the service reads it
// from the request, capped at the element's size while reading.
export const POST = serve(uploadAnswerFileEndpoint, async ({ params, query, req, meta }) =>
  uploadAnswerFile(params.slug, query, req, meta.ip),
);
