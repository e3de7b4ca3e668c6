import { withApi } from "@/lib/server/api/with-api";
import { rotateInvitationLink } from "@/lib/server/invitations/rotate-invitation-link";

// POST /api/v1/workspace/invitation/{invitationId}/link - a new link to copy (replaces the e-mailed one)
export const POST = withApi({}, async ({ actor, params }) =>
  rotateInvitationLink(actor, params.invitationId),
);
