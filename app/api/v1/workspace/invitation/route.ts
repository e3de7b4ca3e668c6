import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { inviteMember } from "@/lib/server/invitations/invite-member";
import { listInvitations } from "@/lib/server/invitations/list-invitations";

// GET /api/v1/workspace/invitation - pending invitations of the active workspace
export const GET = withApi({}, async ({ actor }) => listInvitations(actor));

// POST /api/v1/workspace/invitation - invite an e-mail with a role; e-mails the link, returns { invitation, link }
export const POST = withApi({ body: true }, async ({ actor, body, meta }) =>
  NextResponse.json(await inviteMember(actor, body, meta), { status: 201 }),
);
