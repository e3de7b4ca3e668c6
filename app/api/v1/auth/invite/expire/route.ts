import { checkInvitation as checkInvitationEndpoint } from "@/lib/contracts/invitations";
import { serve } from "@/lib/server/api/serve";
import { checkInvitation } from "@/lib/server/invitations/check-invitation";

export const GET = serve(checkInvitationEndpoint, async ({ query }) => checkInvitation(query.token));
