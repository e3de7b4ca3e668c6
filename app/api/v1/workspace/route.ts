import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { createWorkspace } from "@/lib/server/workspaces/create-workspace";
import { listWorkspaces } from "@/lib/server/workspaces/list-workspaces";

// GET /api/v1/workspace - the caller's workspaces with role, active flag and member count
export const GET = withApi({}, async ({ actor }) => listWorkspaces(actor));

// POST /api/v1/workspace - create a workspace owned by the caller (the session does not switch)
export const POST = withApi({ body: true }, async ({ actor, body }) =>
  NextResponse.json(await createWorkspace(actor, body), { status: 201 }),
);
