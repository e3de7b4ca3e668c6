// Invitation data shapes, shared by the services, the route handlers and the client, as the schemas
// of the answers (lib/contracts/invitations.ts); each type is its schema's output. Dates are ISO strings.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { ROLES } from "@/lib/schemas/permissions";

/** A pending invitation as the API shows it: never the token or its hash. */
export const invitationViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  accessToAll: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
  expiresAt: isoDate,
  invitedBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
});
export type InvitationView = z.output<typeof invitationViewSchema>;

/** POST /workspace/invitation (and resend): the invitation and its link. */
export const issuedInvitationSchema = z.object({
  invitation: invitationViewSchema,
  link: z.string(),
});
export type IssuedInvitation = z.output<typeof issuedInvitationSchema>;

/** POST /workspace/invitation/{id}/resend: the invitation with its new link, and the notice to show. */
export const resentInvitationSchema = z.extend(issuedInvitationSchema, { message: z.string() });
export type ResentInvitation = z.output<typeof resentInvitationSchema>;

/** POST /workspace/invitation/{id}/link: a new link to copy (the e-mailed one stops working). */
export const invitationLinkSchema = z.object({ link: z.string() });
export type InvitationLink = z.output<typeof invitationLinkSchema>;

/** DELETE /workspace/invitation/{id}: the cancelled invitation's id and the notice to show. */
export const cancelledInvitationSchema = z.object({ id: z.string(), message: z.string() });
export type CancelledInvitation = z.output<typeof cancelledInvitationSchema>;

/** What the accept screen shows for a usable invitation link. */
export const invitationCheckSchema = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  workspace: z.object({ id: z.string(), name: z.string() }),
  inviter: z.nullable(z.object({ name: z.string() })),
  /** Whether the invited e-mail already has an account (then only a password is asked). */
  existingUser: z.boolean(),
});
export type InvitationCheck = z.output<typeof invitationCheckSchema>;
