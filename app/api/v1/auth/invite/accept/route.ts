import { acceptInvitation as acceptInvitationEndpoint } from "@/lib/contracts/invitations";
import { serve } from "@/lib/server/api/serve";
import { signedInResponse } from "@/lib/server/api/signed-in-response";
import { acceptInvitation } from "@/lib/server/invitations/accept-invitation";

export const POST = serve(acceptInvitationEndpoint, async ({ body, meta }) =>
  signedInResponse(await acceptInvitation(body, meta)),
);
