import { withApi } from "@/lib/server/api/with-api";
import { resendInvitation } from "@/lib/server/invitations/resend-invitation";

// POST /api/v1/workspace/invitation/{invitationId}/resend - new link and expiry, e-mailed again
export const POST = withApi({}, async ({ actor, params, meta }) =>
  resendInvitation(actor, params.invitationId, meta),
);
