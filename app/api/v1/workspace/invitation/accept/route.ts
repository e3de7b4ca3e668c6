import { withApi } from "@/lib/server/api/with-api";
import { signedInResponse } from "@/lib/server/api/signed-in-response";
import { acceptSignedInInvitation } from "@/lib/server/invitations/accept-signed-in-invitation";

// POST /api/v1/workspace/invitation/accept - the signed-in invitee joins; the session switches into the workspace
export const POST = withApi({ body: true }, async ({ actor, body }) =>
  signedInResponse(await acceptSignedInInvitation(actor, body)),
);
