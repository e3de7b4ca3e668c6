import { resendInvitation as resendInvitationEndpoint } from "@/lib/contracts/invitations";
import { serve } from "@/lib/server/api/serve";
import { resendInvitation } from "@/lib/server/invitations/resend-invitation";

export const POST = serve(resendInvitationEndpoint, async ({ actor, params, meta }) =>
  resendInvitation(actor, params.invitationId, meta),
);
