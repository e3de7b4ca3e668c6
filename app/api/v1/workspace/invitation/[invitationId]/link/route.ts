import { rotateInvitationLink as rotateInvitationLinkEndpoint } from "@/lib/contracts/invitations";
import { serve } from "@/lib/server/api/serve";
import { rotateInvitationLink } from "@/lib/server/invitations/rotate-invitation-link";

export const POST = serve(rotateInvitationLinkEndpoint, async ({ actor, params }) =>
  rotateInvitationLink(actor, params.invitationId),
);
