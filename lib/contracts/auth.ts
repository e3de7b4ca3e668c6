// The sign-in family (/api/v1/auth/*), declared once: served by the route files under
// app/api/v1/auth, called by lib/client/auth/api.ts. Accepting an invitation signed out and checking
// its link (/auth/invite/*) are the invitations' endpoints: lib/contracts/invitations.ts.
// Answers that sign in set the session cookie as well (the handlers return a NextResponse).
import { defineEndpoint } from "@/lib/contracts/endpoint";
import {
  authMessageSchema,
  emailRegisteredSchema,
  resetTokenCheckSchema,
  signedInAnswerSchema,
  switchedAccountSchema,
  verifiedEmailSchema,
} from "@/lib/auth/types";
import {
  loginSchema,
  registerEmailSchema,
  registerSchema,
  requestResetSchema,
  resetPasswordSchema,
  resetTokenParamsSchema,
  verifyEmailSchema,
} from "@/lib/schemas/auth";
import { switchWorkspaceSchema } from "@/lib/schemas/workspace";

export const login = defineEndpoint({
  method: "POST",
  path: "/api/v1/auth/login",
  auth: "public",
  summary: "Sign in with e-mail and password: an access token and the user, and the session cookie",
  body: loginSchema,
  response: signedInAnswerSchema,
});

export const register = defineEndpoint({
  method: "POST",
  path: "/api/v1/auth/register",
  auth: "public",
  summary: "Create an account and sign it in (a verification link is e-mailed)",
  body: registerSchema,
  response: signedInAnswerSchema,
  status: 201,
});

export const isEmailRegistered = defineEndpoint({
  method: "GET",
  path: "/api/v1/auth/is-email-registered/{email}",
  auth: "public",
  summary: "Whether an account exists for an e-mail (step 1 of registration)",
  params: registerEmailSchema,
  response: emailRegisteredSchema,
});

export const logout = defineEndpoint({
  method: "POST",
  path: "/api/v1/auth/logout",
  auth: "sessionOptional",
  summary: "End this session (idempotent) and clear the session cookie",
  response: authMessageSchema,
});

export const switchAccount = defineEndpoint({
  method: "POST",
  path: "/api/v1/auth/switch-account",
  auth: "session",
  summary: "Move the session into another of the caller's workspaces: a new access token and cookie",
  body: switchWorkspaceSchema,
  response: switchedAccountSchema,
});

export const requestPasswordReset = defineEndpoint({
  method: "POST",
  path: "/api/v1/auth/request-reset-password",
  auth: "public",
  summary: "E-mail a password reset link (the same answer for an e-mail without an account)",
  body: requestResetSchema,
  response: authMessageSchema,
});

export const checkResetPasswordToken = defineEndpoint({
  method: "GET",
  path: "/api/v1/auth/check-reset-password-token/{token}",
  auth: "public",
  summary: "Whether a password reset link is still usable (404 when it is not)",
  params: resetTokenParamsSchema,
  response: resetTokenCheckSchema,
});

export const resetPassword = defineEndpoint({
  method: "POST",
  path: "/api/v1/auth/reset-password",
  auth: "public",
  summary: "Set a new password with a reset link's token; every session of the account ends",
  body: resetPasswordSchema,
  response: authMessageSchema,
});

export const verifyEmail = defineEndpoint({
  method: "POST",
  path: "/api/v1/auth/verify-email",
  auth: "public",
  summary: "Mark the address verified with an e-mailed link's token (404 when the link is not usable)",
  body: verifyEmailSchema,
  response: verifiedEmailSchema,
});

export const confirmEmailChange = defineEndpoint({
  method: "POST",
  path: "/api/v1/auth/confirm-email",
  auth: "public",
  summary:
    "Move an account to its new address with the link e-mailed there (404 when the link is not usable; 409 when another account has the address)",
  body: verifyEmailSchema,
  response: verifiedEmailSchema,
});

export const resendVerificationEmail = defineEndpoint({
  method: "POST",
  path: "/api/v1/auth/verify-email/resend",
  auth: "session",
  summary: "E-mail the signed-in user a new verification link (409 once verified, 429 when asked too often)",
  response: authMessageSchema,
});
