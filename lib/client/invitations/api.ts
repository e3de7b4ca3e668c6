"use client";

// Typed calls of the invitation API (/api/v1/workspace/invitation, /auth/invite/accept): inviting,
// the pending list of User management, and accepting a link.
import { api } from "@/lib/client/api";
import type { SignedInAnswer } from "@/lib/client/auth/api";
import type { InvitationView, IssuedInvitation } from "@/lib/invitations/types";
import type {
  AcceptInvitationInput,
  CreateInvitationInput,
  UpdateInvitationInput,
} from "@/lib/schemas/invitation";

const base = "/workspace/invitation";

export const invitationApi = {
  /** The active workspace's pending invitations. */
  list: (signal?: AbortSignal) => api<InvitationView[]>(base, { signal }),
  /** Invites an e-mail with a role; `projects` also opens those projects once it is accepted. */
  create: (body: CreateInvitationInput) => api<IssuedInvitation>(base, { body }),
  update: (invitationId: string, body: UpdateInvitationInput) =>
    api<InvitationView>(`${base}/${invitationId}`, { method: "PATCH", body }),
  /** A new link, e-mailed again. */
  resend: (invitationId: string) =>
    api<IssuedInvitation & { message: string }>(`${base}/${invitationId}/resend`, { method: "POST" }),
  /** A new link to hand over by other means (the previous one stops working). */
  link: (invitationId: string) => api<{ link: string }>(`${base}/${invitationId}/link`, { method: "POST" }),
  cancel: (invitationId: string) =>
    api<{ id: string; message: string }>(`${base}/${invitationId}`, { method: "DELETE" }),

  /** Signed in with the invited e-mail: joins the workspace and moves the session into it. */
  accept: (token: string) => api<SignedInAnswer>(`${base}/accept`, { body: { token } }),
  /**
   * Signed out: the token with a password (and a name for a new account) joins and signs in. A 401
   * (wrong password) is an answer, not a lost session.
   */
  acceptSignedOut: (body: AcceptInvitationInput) =>
    api<SignedInAnswer>("/auth/invite/accept", { body, allowUnauthorized: true }),
};
