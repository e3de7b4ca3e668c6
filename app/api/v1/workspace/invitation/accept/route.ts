import { acceptInvitationSignedIn } from "@/lib/contracts/invitations";
import { serve } from "@/lib/server/api/serve";
import { signedInResponse } from "@/lib/server/api/signed-in-response";
import { acceptSignedInInvitation } from "@/lib/server/invitations/accept-signed-in-invitation";

// The session switches into the invited workspace: a new access token and cookie.
export const POST = serve(acceptInvitationSignedIn, async ({ actor, body }) =>
  signedInResponse(await acceptSignedInInvitation(actor, body)),
);
