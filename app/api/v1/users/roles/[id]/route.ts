import type { NextRequest } from "next/server";
import {
  deleteRole as deleteRoleEndpoint,
  getRole as getRoleEndpoint,
  updateRole as updateRoleEndpoint,
} from "@/lib/contracts/users";
import { serve } from "@/lib/server/api/serve";
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

export const GET = serve(getRoleEndpoint, async ({ actor, params }) => getRole(actor, params));

// A form is welcome here as well as JSON, under a smaller cap: readRoleBody reads either.
export const PATCH = serve(
  updateRoleEndpoint,
  async ({ actor, params, body }) => updateRole(actor, { ...params, body }),
  { readBody: readRoleBody },
);

export const DELETE = serve(deleteRoleEndpoint, async ({ actor, params }) => deleteRole(actor, params));
