"use client";

// Typed calls of the signed-in user's own profile (lib/contracts/users.ts).
import { call } from "@/lib/client/api";
import type { finishTour, getUser, updateUserPreferences } from "@/lib/contracts/users";
import type { UserPreferencesInput } from "@/lib/schemas/users";
import type { TourName } from "@/lib/tours";

export const userApi = {
  /** The caller's own profile (their preferences and the tours they have done). */
  profile: (userId: string) => call<typeof getUser>("GET /api/v1/users/{id}", { params: { id: userId } }),
  /** Saves the caller's preferences; `timeZone: null` is automatic (the browser's). */
  savePreferences: (userId: string, body: UserPreferencesInput) =>
    call<typeof updateUserPreferences>("PATCH /api/v1/users/{id}", { params: { id: userId }, body }),
  /** Notes that the caller finished or skipped a guided tour. */
  finishTour: (userId: string, tour: TourName) =>
    call<typeof finishTour>("PUT /api/v1/users/{id}/tours/{tour}", { params: { id: userId, tour } }),
};
