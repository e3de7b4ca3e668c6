"use client";

// Typed calls of the sign-in family (lib/contracts/auth.ts) used by the public forms and the logout screen.
import { call } from "@/lib/client/api";
import {
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
  login: (body: LoginInput) => call(login, { body }, { allowUnauthorized: true }),
  isEmailRegistered: (email: string) => call(isEmailRegistered, { params: { email } }),
  register: (body: RegisterInput) => call(register, { body }),
  requestPasswordReset: (body: RequestResetInput) => call(requestPasswordReset, { body }),
  resetPassword: (body: ResetPasswordInput) => call(resetPassword, { body }),
  verifyEmail: (body: VerifyEmailInput) => call(verifyEmail, { body }),
  /** Another verification link for the signed-in user (429 when asked too often). */
  resendVerificationEmail: () => call(resendVerificationEmail, {}),
  /** Ends this session; idempotent, so an already ended one (401) is no reason to go anywhere else. */
  logout: () => call(logout, {}, { allowUnauthorized: true }),
};
