import {
  cancelInvitation as cancelInvitationEndpoint,
  updateInvitation as updateInvitationEndpoint,
} from "@/lib/contracts/invitations";
import { serve } from "@/lib/server/api/serve";
import { cancelInvitation } from "@/lib/server/invitations/cancel-invitation";
import { updateInvitation } from "@/lib/server/invitations/update-invitation";

export const PATCH = serve(updateInvitationEndpoint, async ({ actor, params, body }) =>
  updateInvitation(actor, params.invitationId, body),
);

export const DELETE = serve(cancelInvitationEndpoint, async ({ actor, params, meta }) =>
  cancelInvitation(actor, params.invitationId, meta),
);
