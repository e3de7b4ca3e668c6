import { createInvitation, listInvitations as listInvitationsEndpoint } from "@/lib/contracts/invitations";
import { serve } from "@/lib/server/api/serve";
import { inviteMember } from "@/lib/server/invitations/invite-member";
import { listInvitations } from "@/lib/server/invitations/list-invitations";

export const GET = serve(listInvitationsEndpoint, async ({ actor }) => listInvitations(actor));

export const POST = serve(createInvitation, async ({ actor, body, meta }) => inviteMember(actor, body, meta));
