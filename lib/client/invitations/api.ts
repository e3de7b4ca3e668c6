"use client";

// Typed calls of the invitation API (lib/contracts/invitations.ts): inviting, the pending list of
// User management, and accepting a link.
import { call } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import type {
  acceptInvitation,
  acceptInvitationSignedIn,
  cancelInvitation,
  createInvitation,
  listInvitations,
  resendInvitation,
  rotateInvitationLink,
  updateInvitation,
} from "@/lib/contracts/invitations";
import type {
  AcceptInvitationInput,
  CreateInvitationInput,
  UpdateInvitationInput,
} from "@/lib/schemas/invitation";

/** The active workspace's pending invitations, cached (lib/client/query). */
export const pendingInvitationsQuery = () =>
  endpointQuery<typeof listInvitations>("GET /api/v1/workspace/invitation", {});

export const invitationApi = {
  /** Invites an e-mail with a role; `projects` also opens those projects once it is accepted. */
  create: (body: CreateInvitationInput) =>
    call<typeof createInvitation>("POST /api/v1/workspace/invitation", { body }),
  update: (invitationId: string, body: UpdateInvitationInput) =>
    call<typeof updateInvitation>("PATCH /api/v1/workspace/invitation/{invitationId}", {
      params: { invitationId },
      body,
    }),
  /** A new link, e-mailed again. */
  resend: (invitationId: string) =>
    call<typeof resendInvitation>("POST /api/v1/workspace/invitation/{invitationId}/resend", {
      params: { invitationId },
    }),
  /** A new link to hand over by other means (the previous one stops working). */
  link: (invitationId: string) =>
    call<typeof rotateInvitationLink>("POST /api/v1/workspace/invitation/{invitationId}/link", {
      params: { invitationId },
    }),
  cancel: (invitationId: string) =>
    call<typeof cancelInvitation>("DELETE /api/v1/workspace/invitation/{invitationId}", {
      params: { invitationId },
    }),

  /** Signed in with the invited e-mail: joins the workspace and moves the session into it. */
  accept: (token: string) =>
    call<typeof acceptInvitationSignedIn>("POST /api/v1/workspace/invitation/accept", { body: { token } }),
  /**
   * Signed out: the token with a password (and a name for a new account) joins and signs in. A 401
   * (wrong password) is an answer, not a lost session.
   */
  acceptSignedOut: (body: AcceptInvitationInput) =>
    call<typeof acceptInvitation>("POST /api/v1/auth/invite/accept", { body }, { allowUnauthorized: true }),
};
