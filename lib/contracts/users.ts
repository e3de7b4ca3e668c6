// The users API (spec/user-management.md): the active workspace's people for pickers, the caller's
// own profile and preferences, and the workspace's custom role titles, declared once: served by the
// route files under app/api/v1/users, called by lib/client/users/api.ts and
// lib/client/user-management/api.ts.
import * as z from "@/lib/zod";
import { defineEndpoint, noContent, rawResponse } from "@/lib/contracts/endpoint";
import { roleRowSchema } from "@/lib/roles/types";
import { roleInputSchema, roleParamsSchema, userListQuerySchema } from "@/lib/schemas/members";
import {
  avatarCropSchema,
  avatarQuerySchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  tourParamsSchema,
  userAccountParamsSchema,
  userParamsSchema,
  userPreferencesSchema,
  userSessionParamsSchema,
} from "@/lib/schemas/users";
import { TOURS } from "@/lib/tours";
import {
  accountDeletionPlanSchema,
  connectedAccountSchema,
  pickerUserSchema,
  userProfileSchema,
  userSessionSchema,
} from "@/lib/users/types";

const roles = "/api/v1/users/roles" as const;

export const listUsers = defineEndpoint({
  method: "GET",
  path: "/api/v1/users",
  auth: "session",
  summary: "The active workspace's members for pickers, by name (search by name or e-mail)",
  query: userListQuerySchema,
  response: z.array(pickerUserSchema),
});

export const getUser = defineEndpoint({
  method: "GET",
  path: "/api/v1/users/{id}",
  auth: "session",
  summary: "The caller's own profile with the active workspace (another user's id is 404)",
  params: userParamsSchema,
  response: userProfileSchema,
});

// Another user's id is 404 whatever the body: the route validates the body after that check.
export const updateUserPreferences = defineEndpoint({
  method: "PATCH",
  path: "/api/v1/users/{id}",
  auth: "session",
  summary:
    "Save the caller's own profile: any of name, time zone and language (null: the browser's); answers the profile",
  params: userParamsSchema,
  body: userPreferencesSchema,
  response: userProfileSchema,
});

export const deleteAccount = defineEndpoint({
  method: "DELETE",
  path: "/api/v1/users/{id}",
  auth: "session",
  summary:
    "Delete the caller's account: `confirmation` is its address, `password` when it has one; refused (409) while it owns a workspace with other members; workspaces it owns alone are deleted; signs out everywhere",
  params: userParamsSchema,
  body: deleteAccountSchema,
  response: z.object({ deleted: z.literal(true), workspacesDeleted: z.number() }),
});

export const accountDeletionPlan = defineEndpoint({
  method: "GET",
  path: "/api/v1/users/{id}/deletion",
  auth: "session",
  summary: "What deleting the caller's account would do to the workspaces they own and belong to",
  params: userParamsSchema,
  response: accountDeletionPlanSchema,
});

export const setAvatar = defineEndpoint({
  method: "PUT",
  path: "/api/v1/users/{id}/avatar",
  auth: "session",
  summary:
    "The caller's picture: a JPG or PNG under 2 MB in the multipart field `file`; `x`, `y`, `size` the square to keep (else the centred one); stored as 256×256 WebP",
  params: userParamsSchema,
  query: avatarCropSchema,
  response: userProfileSchema,
});

export const removeAvatar = defineEndpoint({
  method: "DELETE",
  path: "/api/v1/users/{id}/avatar",
  auth: "session",
  summary: "Remove the caller's picture (initials are shown)",
  params: userParamsSchema,
  response: userProfileSchema,
});

export const readAvatar = defineEndpoint({
  method: "GET",
  path: "/api/v1/users/{id}/avatar",
  auth: "session",
  summary:
    "A person's picture (WebP), for them and whoever shares a workspace with them; kept for good when `v` is its version",
  params: userParamsSchema,
  query: avatarQuerySchema,
  response: rawResponse("image/webp"),
});

export const changePassword = defineEndpoint({
  method: "PUT",
  path: "/api/v1/users/{id}/password",
  auth: "session",
  summary:
    "A new password, proved by the current one when the account has one; `signOutOthers` ends every other session",
  params: userParamsSchema,
  body: changePasswordSchema,
  response: z.object({ message: z.string(), signedOut: z.number() }),
});

export const requestEmailChange = defineEndpoint({
  method: "POST",
  path: "/api/v1/users/{id}/email",
  auth: "session",
  summary:
    "Ask to move the account to another address (with the password when it has one): a link goes to the new address; nothing changes until it is followed",
  params: userParamsSchema,
  body: changeEmailSchema,
  response: userProfileSchema,
});

export const cancelEmailChange = defineEndpoint({
  method: "DELETE",
  path: "/api/v1/users/{id}/email",
  auth: "session",
  summary: "Withdraw a requested address change (its link stops working)",
  params: userParamsSchema,
  response: userProfileSchema,
});

export const listSessions = defineEndpoint({
  method: "GET",
  path: "/api/v1/users/{id}/sessions",
  auth: "session",
  summary: "The caller's signed-in browsers and clients, most recently active first",
  params: userParamsSchema,
  response: z.array(userSessionSchema),
});

export const revokeOtherSessions = defineEndpoint({
  method: "DELETE",
  path: "/api/v1/users/{id}/sessions",
  auth: "session",
  summary: "Sign out every session of the caller's but this one",
  params: userParamsSchema,
  response: z.object({ signedOut: z.number() }),
});

export const revokeSession = defineEndpoint({
  method: "DELETE",
  path: "/api/v1/users/{id}/sessions/{sessionId}",
  auth: "session",
  summary: "Sign out one of the caller's sessions (this one: a logout)",
  params: userSessionParamsSchema,
  response: noContent,
});

export const listConnectedAccounts = defineEndpoint({
  method: "GET",
  path: "/api/v1/users/{id}/accounts",
  auth: "session",
  summary: "The external sign-ins this server offers and whether the caller's account is connected to each",
  params: userParamsSchema,
  response: z.array(connectedAccountSchema),
});

export const startAccountLink = defineEndpoint({
  method: "POST",
  path: "/api/v1/users/{id}/accounts/{provider}/link",
  auth: "session",
  summary:
    "Start connecting a sign-in (google, oidc): sets a 10-minute cookie; signing in at the provider then connects it and returns to the profile",
  params: userAccountParamsSchema,
  response: z.object({ provider: z.enum(["google", "oidc"]) }),
});

export const unlinkAccount = defineEndpoint({
  method: "DELETE",
  path: "/api/v1/users/{id}/accounts/{provider}",
  auth: "session",
  summary: "Disconnect a sign-in; refused (409) when it is the account's only way in (no password)",
  params: userAccountParamsSchema,
  response: z.object({ unlinked: z.literal(true) }),
});

export const finishTour = defineEndpoint({
  method: "PUT",
  path: "/api/v1/users/{id}/tours/{tour}",
  auth: "session",
  summary: "Note that the caller finished or skipped a guided tour: it opens once per person",
  params: tourParamsSchema,
  response: z.object({ toursDone: z.array(z.enum(TOURS)) }),
});

export const listRoles = defineEndpoint({
  method: "GET",
  path: roles,
  auth: "session",
  summary: "The active workspace's custom roles, by title, with how many members carry each",
  response: z.array(roleRowSchema),
});

export const createRole = defineEndpoint({
  method: "POST",
  path: roles,
  auth: "session",
  summary: "Add a custom role title",
  body: roleInputSchema,
  response: roleRowSchema,
  status: 201,
});

export const getRole = defineEndpoint({
  method: "GET",
  path: `${roles}/{id}`,
  auth: "session",
  summary: "One custom role of the active workspace",
  params: roleParamsSchema,
  response: roleRowSchema,
});

// The route also takes the body as form data (the spec's client sends a form): it reads the body
// itself, capped at 64 KB, and the service validates it with the same schema.
export const updateRole = defineEndpoint({
  method: "PATCH",
  path: `${roles}/{id}`,
  auth: "session",
  summary: "Rename a custom role: { title } as JSON, or as multipart or url-encoded form data",
  params: roleParamsSchema,
  body: roleInputSchema,
  response: roleRowSchema,
});

export const deleteRole = defineEndpoint({
  method: "DELETE",
  path: `${roles}/{id}`,
  auth: "session",
  summary: "Delete a custom role (members keep their role, lose the title)",
  params: roleParamsSchema,
  response: z.object({ deleted: z.literal(true) }),
});
