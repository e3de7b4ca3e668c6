import { withApi } from "@/lib/server/api/with-api";
import { cancelInvitation } from "@/lib/server/invitations/cancel-invitation";
import { updateInvitation } from "@/lib/server/invitations/update-invitation";

// PATCH /api/v1/workspace/invitation/{invitationId} - change the invited role and/or accessToAll
export const PATCH = withApi({ body: true }, async ({ actor, params, body }) =>
  updateInvitation(actor, params.invitationId, body),
);

// DELETE /api/v1/workspace/invitation/{invitationId} - cancel a pending invitation
export const DELETE = withApi({}, async ({ actor, params, meta }) =>
  cancelInvitation(actor, params.invitationId, meta),
);
