"use client";

// Typed calls of the sign-in family (/api/v1/auth/*) used by the public forms and the logout screen.
import { api } from "@/lib/client/api";
import type {
  LoginInput,
  RegisterInput,
  RequestResetInput,
  ResetPasswordInput,
  VerifyEmailInput,
} from "@/lib/schemas/auth";
import type { PublicUser } from "@/lib/users/types";

/** What a sign-in answers; the session cookie comes with it. */
export interface SignedInAnswer {
  accessToken: string;
  user: PublicUser;
}

export const authApi = {
  /** A 401 is an answer here (wrong e-mail or password), not a lost session. */
  login: (body: LoginInput) => api<SignedInAnswer>("/auth/login", { body, allowUnauthorized: true }),
  isEmailRegistered: (email: string) =>
    api<{ registered: boolean }>(`/auth/is-email-registered/${encodeURIComponent(email)}`),
  register: (body: RegisterInput) => api<SignedInAnswer>("/auth/register", { body }),
  requestPasswordReset: (body: RequestResetInput) =>
    api<{ message: string }>("/auth/request-reset-password", { body }),
  resetPassword: (body: ResetPasswordInput) => api<{ message: string }>("/auth/reset-password", { body }),
  verifyEmail: (body: VerifyEmailInput) =>
    api<{ message: string; email: string }>("/auth/verify-email", { body }),
  /** Another verification link for the signed-in user (429 when asked too often). */
  resendVerificationEmail: () => api<{ message: string }>("/auth/verify-email/resend", { method: "POST" }),
  /** Ends this session; idempotent, so an already ended one (401) is no reason to go anywhere else. */
  logout: () => api<{ message: string }>("/auth/logout", { method: "POST", allowUnauthorized: true }),
};
