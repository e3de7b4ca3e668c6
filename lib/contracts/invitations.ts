// The invitation API, declared once: managing the active workspace's invitations
// (/api/v1/workspace/invitation/*) and accepting a link (/api/v1/auth/invite/* signed out,
// /api/v1/workspace/invitation/accept signed in). Served by the route files there, called by
// lib/client/invitations/api.ts. Accepting signs in, so those answers set the session cookie too.
import * as z from "@/lib/zod";
import { defineEndpoint } from "@/lib/contracts/endpoint";
import { signedInAnswerSchema } from "@/lib/auth/types";
import {
  cancelledInvitationSchema,
  invitationCheckSchema,
  invitationLinkSchema,
  invitationViewSchema,
  issuedInvitationSchema,
  resentInvitationSchema,
} from "@/lib/invitations/types";
import {
  acceptInvitationSchema,
  createInvitationSchema,
  invitationParamsSchema,
  invitationTokenInputSchema,
  updateInvitationSchema,
} from "@/lib/schemas/invitation";

const base = "/api/v1/workspace/invitation" as const;

export const listInvitations = defineEndpoint({
  method: "GET",
  path: base,
  auth: "session",
  summary: "The active workspace's invitations, newest first (expired ones too)",
  response: z.array(invitationViewSchema),
});

export const createInvitation = defineEndpoint({
  method: "POST",
  path: base,
  auth: "session",
  summary: "Invite an e-mail with a role (and projects); e-mails the link and answers it",
  body: createInvitationSchema,
  response: issuedInvitationSchema,
  status: 201,
});

export const updateInvitation = defineEndpoint({
  method: "PATCH",
  path: `${base}/{invitationId}`,
  auth: "session",
  summary: "Change an invitation's role and/or accessToAll",
  params: invitationParamsSchema,
  body: updateInvitationSchema,
  response: invitationViewSchema,
});

export const cancelInvitation = defineEndpoint({
  method: "DELETE",
  path: `${base}/{invitationId}`,
  auth: "session",
  summary: "Cancel a pending invitation: its link stops working",
  params: invitationParamsSchema,
  response: cancelledInvitationSchema,
});

export const resendInvitation = defineEndpoint({
  method: "POST",
  path: `${base}/{invitationId}/resend`,
  auth: "session",
  summary: "E-mail the invitation again with a new link and expiry",
  params: invitationParamsSchema,
  response: resentInvitationSchema,
});

export const rotateInvitationLink = defineEndpoint({
  method: "POST",
  path: `${base}/{invitationId}/link`,
  auth: "session",
  summary: "A new link to copy, without an e-mail (the e-mailed one stops working)",
  params: invitationParamsSchema,
  response: invitationLinkSchema,
});

export const acceptInvitationSignedIn = defineEndpoint({
  method: "POST",
  path: `${base}/accept`,
  auth: "session",
  summary: "The signed-in invitee joins; the session moves into the workspace",
  body: invitationTokenInputSchema,
  response: signedInAnswerSchema,
});

export const acceptInvitation = defineEndpoint({
  method: "POST",
  path: "/api/v1/auth/invite/accept",
  auth: "public",
  summary: "Accept signed out: the token with a password (and a name for a new account); joins and signs in",
  body: acceptInvitationSchema,
  response: signedInAnswerSchema,
});

export const checkInvitation = defineEndpoint({
  method: "GET",
  path: "/api/v1/auth/invite/expire",
  auth: "public",
  summary: "The invitation behind a link while it is usable (404 otherwise)",
  query: invitationTokenInputSchema,
  response: invitationCheckSchema,
});
