import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { readUploadedFile } from "@/lib/server/files/read-upload";
import { uploadFile } from "@/lib/server/files/upload-file";

// POST /api/v1/files/upload - store a JPG/PNG image (multipart field `file`) for the active workspace
export const POST = withApi({}, async ({ req, actor }) => {
  const uploaded = await uploadFile(actor, () => readUploadedFile(req));
  return NextResponse.json(uploaded, { status: 201 });
});
