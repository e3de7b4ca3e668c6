import { serve } from "@/lib/server/api/serve";
import { uploadFile as uploadFileEndpoint } from "@/lib/contracts/files";
import { readUploadedFile } from "@/lib/server/files/read-upload";
import { uploadFile } from "@/lib/server/files/upload-file";

// A multipart body: the contract declares no JSON body, the file is read here (after the role check).
export const POST = serve(uploadFileEndpoint, async ({ req, actor }) =>
  uploadFile(actor, () => readUploadedFile(req)),
);
