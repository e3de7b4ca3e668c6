// Invitation data shapes, shared by the services, the route handlers and the client.
import type { RoleValue } from "@/lib/schemas/permissions";

/** A pending invitation as the API shows it: never the token or its hash. */
export interface InvitationView {
  id: string;
  email: string;
  role: RoleValue;
  accessToAll: boolean;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  invitedBy: { id: string; name: string } | null;
}

/** POST /workspace/invitation (and resend): the invitation and its link. */
export interface IssuedInvitation {
  invitation: InvitationView;
  link: string;
}

/** What the accept screen shows for a usable invitation link. */
export interface InvitationCheck {
  email: string;
  role: RoleValue;
  workspace: { id: string; name: string };
  inviter: { name: string } | null;
  /** Whether the invited e-mail already has an account (then only a password is asked). */
  existingUser: boolean;
}
