"use client";

// Typed calls of the signed-in user's own profile (/api/v1/users/{id}).
import { api } from "@/lib/client/api";
import type { UserPreferencesInput } from "@/lib/schemas/users";
import type { UserProfile } from "@/lib/users/types";

export const userApi = {
  /** Saves the caller's preferences; `timeZone: null` is automatic (the browser's). */
  savePreferences: (userId: string, body: UserPreferencesInput) =>
    api<UserProfile>(`/users/${userId}`, { method: "PATCH", body }),
};
