"use client";

// Typed calls of the signed-in user's own profile (lib/contracts/users.ts).
import { call } from "@/lib/client/api";
import { updateUserPreferences } from "@/lib/contracts/users";
import type { UserPreferencesInput } from "@/lib/schemas/users";

export const userApi = {
  /** Saves the caller's preferences; `timeZone: null` is automatic (the browser's). */
  savePreferences: (userId: string, body: UserPreferencesInput) =>
    call(updateUserPreferences, { params: { id: userId }, body }),
};
