// The workspace's stored files (images), declared once: served by the route files under
// app/api/v1/files; uploads are sent by lib/client/upload.ts, files are read at hrefOf(readFile).
import * as z from "@/lib/zod";
import { defineEndpoint, rawResponse } from "@/lib/contracts/endpoint";
import { uploadedFileSchema } from "@/lib/files/types";

export const uploadFile = defineEndpoint({
  method: "POST",
  path: "/api/v1/files/upload",
  auth: "session",
  summary:
    "Store a JPG or PNG image (under 2 MB) for the active workspace: a multipart/form-data body with the file in the field `file`; the uploader's own until a project makes it its cover",
  response: uploadedFileSchema,
  status: 201,
});

export const readFile = defineEndpoint({
  method: "GET",
  path: "/api/v1/files/{key}",
  auth: "sessionOptional",
  summary:
    "A stored file (its key may hold slashes), for those who may read what owns it now (a project's cover: those who see the project; a module's upload: its readers; an upload no project uses yet: its uploader and the workspace's admins), or the holder of a token made for such a user (?token=); 404 otherwise; 304 when If-None-Match matches",
  params: z.object({ key: z.string().check(z.minLength(1)) }),
  query: z.object({ token: z.optional(z.string()) }),
  response: rawResponse("application/octet-stream"),
});
