import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { createRole } from "@/lib/server/roles/create-role";
import { listRoles } from "@/lib/server/roles/list-roles";

// GET /api/v1/users/roles - the active workspace's custom roles
export const GET = withApi({}, async ({ actor }) => listRoles(actor));

// POST /api/v1/users/roles - add a custom role { title }
export const POST = withApi({ body: true }, async ({ actor, body }) =>
  NextResponse.json(await createRole(actor, body), { status: 201 }),
);
