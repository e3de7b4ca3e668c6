import { NextResponse } from "next/server";
import {
  readAvatar as readAvatarEndpoint,
  removeAvatar as removeAvatarEndpoint,
  setAvatar as setAvatarEndpoint,
} from "@/lib/contracts/users";
import { serve } from "@/lib/server/api/serve";
import { readUploadedFile } from "@/lib/server/files/read-upload";
import { readAvatar, removeAvatar, setAvatar } from "@/lib/server/users/avatar";

// A multipart body: the contract declares no JSON body; the file is read after the id check.
export const PUT = serve(setAvatarEndpoint, async ({ actor, params, req }) =>
  setAvatar(actor, params.id, Object.fromEntries(new URL(req.url).searchParams), () => readUploadedFile(req)),
);

export const DELETE = serve(removeAvatarEndpoint, async ({ actor, params }) =>
  removeAvatar(actor, params.id),
);

// The address names the version: the current one is kept for good (a new picture has a new address);
// another is answered uncached, so a stale link still shows the picture without pinning it.
export const GET = serve(readAvatarEndpoint, async ({ actor, params, req }) => {
  const avatar = await readAvatar(actor, params.id, Object.fromEntries(new URL(req.url).searchParams));
  return new NextResponse(avatar.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(avatar.bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": avatar.current ? "private, max-age=31536000, immutable" : "private, no-cache",
    },
  });
});
