"use client";

// Typed calls of the signed-in user's own profile (lib/contracts/users.ts).
import { call } from "@/lib/client/api";
import type { updateUserPreferences } from "@/lib/contracts/users";
import type { UserPreferencesInput } from "@/lib/schemas/users";

export const userApi = {
  /** Saves the caller's preferences; `timeZone: null` is automatic (the browser's). */
  savePreferences: (userId: string, body: UserPreferencesInput) =>
    call<typeof updateUserPreferences>("PATCH /api/v1/users/{id}", { params: { id: userId }, body }),
};
