import type { NextRequest } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { AppError, badRequest } from "@/lib/server/errors";
import { deleteRole } from "@/lib/server/roles/delete-role";
import { getRole } from "@/lib/server/roles/get-role";
import { updateRole } from "@/lib/server/roles/update-role";

const MAX_BODY_BYTES = 64 * 1024;
const FORM = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)/i;

/** The spec's client edits a role with form data; scripts send JSON. Both become `{ title }`. */
async function readRoleBody(req: NextRequest): Promise<unknown> {
  if (Number(req.headers.get("content-length") ?? 0) > MAX_BODY_BYTES)
    throw new AppError("too_large", "validation.bodyTooLarge");
  const bytes = await req.arrayBuffer();
  if (bytes.byteLength > MAX_BODY_BYTES) throw new AppError("too_large", "validation.bodyTooLarge");
  const type = req.headers.get("content-type") ?? "";
  if (FORM.test(type)) {
    const form = await new Response(bytes, { headers: { "content-type": type } }).formData().catch(() => {
      throw badRequest("validation.invalidForm");
    });
    const title = form.get("title");
    return { title: typeof title === "string" ? title : undefined };
  }
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("validation.invalidJson");
  }
}

// GET /api/v1/users/roles/{id} - one custom role of the active workspace
export const GET = withApi({}, async ({ actor, params }) => getRole(actor, params));

// PATCH /api/v1/users/roles/{id} - rename a custom role { title } (JSON or form data)
export const PATCH = withApi({}, async ({ actor, params, req }) =>
  updateRole(actor, { ...params, body: await readRoleBody(req) }),
);

// DELETE /api/v1/users/roles/{id} - delete a custom role (members keep their role, lose the title)
export const DELETE = withApi({}, async ({ actor, params }) => deleteRole(actor, params));
