"use client";

// Typed calls of the sign-in family (lib/contracts/auth.ts) used by the public forms and the logout screen.
import { call } from "@/lib/client/api";
import type {
  confirmEmailChange,
  isEmailRegistered,
  login,
  logout,
  register,
  requestPasswordReset,
  resendVerificationEmail,
  resetPassword,
  verifyEmail,
} from "@/lib/contracts/auth";
import type {
  LoginInput,
  RegisterInput,
  RequestResetInput,
  ResetPasswordInput,
  VerifyEmailInput,
} from "@/lib/schemas/auth";

export const authApi = {
  /** A 401 is an answer here (wrong e-mail or password), not a lost session. */
  login: (body: LoginInput) =>
    call<typeof login>("POST /api/v1/auth/login", { body }, { allowUnauthorized: true }),
  isEmailRegistered: (email: string) =>
    call<typeof isEmailRegistered>("GET /api/v1/auth/is-email-registered/{email}", { params: { email } }),
  register: (body: RegisterInput) => call<typeof register>("POST /api/v1/auth/register", { body }),
  requestPasswordReset: (body: RequestResetInput) =>
    call<typeof requestPasswordReset>("POST /api/v1/auth/request-reset-password", { body }),
  resetPassword: (body: ResetPasswordInput) =>
    call<typeof resetPassword>("POST /api/v1/auth/reset-password", { body }),
  verifyEmail: (body: VerifyEmailInput) =>
    call<typeof verifyEmail>("POST /api/v1/auth/verify-email", { body }),
  /** Moves the account to the address an address-change link was sent to (signed in or not). */
  confirmEmailChange: (body: VerifyEmailInput) =>
    call<typeof confirmEmailChange>("POST /api/v1/auth/confirm-email", { body }, { allowUnauthorized: true }),
  /** Another verification link for the signed-in user (429 when asked too often). */
  resendVerificationEmail: () =>
    call<typeof resendVerificationEmail>("POST /api/v1/auth/verify-email/resend", {}),
  /** Ends this session; idempotent, so an already ended one (401) is no reason to go anywhere else. */
  logout: () => call<typeof logout>("POST /api/v1/auth/logout", {}, { allowUnauthorized: true }),
};
