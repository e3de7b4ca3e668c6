"use client";

// Typed calls of the signed-in user's own profile (lib/contracts/users.ts).
import { call, hrefOf } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import { uploadFile } from "@/lib/client/upload";
import type {
  accountDeletionPlan,
  cancelEmailChange,
  changePassword,
  deleteAccount,
  finishTour,
  getUser,
  listConnectedAccounts,
  listSessions,
  removeAvatar,
  requestEmailChange,
  revokeOtherSessions,
  revokeSession,
  setAvatar,
  startAccountLink,
  unlinkAccount,
  updateUserPreferences,
} from "@/lib/contracts/users";
import type { LinkableProvider, UserPreferencesInput } from "@/lib/schemas/users";
import type { TourName } from "@/lib/tours";
import type { UserProfile } from "@/lib/users/types";

export const userApi = {
  /** The caller's own profile (their preferences and the tours they have done). */
  profile: (userId: string) => call<typeof getUser>("GET /api/v1/users/{id}", { params: { id: userId } }),
  /** Saves any of name, time zone (null: the browser's) and language (null: the browser's). */
  savePreferences: (userId: string, body: UserPreferencesInput) =>
    call<typeof updateUserPreferences>("PATCH /api/v1/users/{id}", { params: { id: userId }, body }),
  /** Notes that the caller finished or skipped a guided tour. */
  finishTour: (userId: string, tour: TourName) =>
    call<typeof finishTour>("PUT /api/v1/users/{id}/tours/{tour}", { params: { id: userId, tour } }),
  /** A new picture: the square `crop` (the image's pixels) of `file`. */
  setAvatar: (userId: string, file: File, crop: { x: number; y: number; size: number }) =>
    uploadFile<UserProfile>(file, {
      method: "PUT",
      url: hrefOf<typeof setAvatar>("PUT /api/v1/users/{id}/avatar", {
        params: { id: userId },
        query: { x: crop.x, y: crop.y, size: crop.size },
      }),
    }),
  removeAvatar: (userId: string) =>
    call<typeof removeAvatar>("DELETE /api/v1/users/{id}/avatar", { params: { id: userId } }),
  changePassword: (
    userId: string,
    body: { currentPassword?: string; newPassword: string; signOutOthers: boolean },
  ) => call<typeof changePassword>("PUT /api/v1/users/{id}/password", { params: { id: userId }, body }),
  requestEmailChange: (userId: string, body: { email: string; password?: string }) =>
    call<typeof requestEmailChange>("POST /api/v1/users/{id}/email", { params: { id: userId }, body }),
  cancelEmailChange: (userId: string) =>
    call<typeof cancelEmailChange>("DELETE /api/v1/users/{id}/email", { params: { id: userId } }),
  sessions: (userId: string) =>
    call<typeof listSessions>("GET /api/v1/users/{id}/sessions", { params: { id: userId } }),
  revokeSession: (userId: string, sessionId: string) =>
    call<typeof revokeSession>("DELETE /api/v1/users/{id}/sessions/{sessionId}", {
      params: { id: userId, sessionId },
    }),
  revokeOtherSessions: (userId: string) =>
    call<typeof revokeOtherSessions>("DELETE /api/v1/users/{id}/sessions", { params: { id: userId } }),
  accounts: (userId: string) =>
    call<typeof listConnectedAccounts>("GET /api/v1/users/{id}/accounts", { params: { id: userId } }),
  startAccountLink: (userId: string, provider: LinkableProvider) =>
    call<typeof startAccountLink>("POST /api/v1/users/{id}/accounts/{provider}/link", {
      params: { id: userId, provider },
    }),
  unlinkAccount: (userId: string, provider: LinkableProvider) =>
    call<typeof unlinkAccount>("DELETE /api/v1/users/{id}/accounts/{provider}", {
      params: { id: userId, provider },
    }),
  deletionPlan: (userId: string) =>
    call<typeof accountDeletionPlan>("GET /api/v1/users/{id}/deletion", { params: { id: userId } }),
  deleteAccount: (userId: string, body: { confirmation: string; password?: string }) =>
    call<typeof deleteAccount>("DELETE /api/v1/users/{id}", { params: { id: userId }, body }),
};

/** The profile's reads through the client data layer (lib/client/query). */
export const userQueries = {
  sessions: (userId: string) =>
    endpointQuery<typeof listSessions>("GET /api/v1/users/{id}/sessions", { params: { id: userId } }),
  deletionPlan: (userId: string) =>
    endpointQuery<typeof accountDeletionPlan>("GET /api/v1/users/{id}/deletion", { params: { id: userId } }),
};
