import { NextResponse } from "next/server";
import {
  deleteAccount as deleteAccountEndpoint,
  getUser as getUserEndpoint,
  updateUserPreferences as updatePreferencesEndpoint,
} from "@/lib/contracts/users";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { serve } from "@/lib/server/api/serve";
import { clearSessionCookie } from "@/lib/server/api/session-cookie";
import { getUser } from "@/lib/server/users/get-user";
import { deleteAccount } from "@/lib/server/users/delete-account";
import { updateUserPreferences } from "@/lib/server/users/update-user-preferences";

export const GET = serve(getUserEndpoint, async ({ actor, params }) => getUser(actor, params.id));

// Another user's id is 404 whatever the body (nothing about them shows through validation): the body
// is read here and validated by the service, with the contract's schema, after that check.
export const PATCH = serve(
  updatePreferencesEndpoint,
  async ({ actor, params, req }) => updateUserPreferences(actor, params.id, await readJsonBody(req)),
  { deferBody: true },
);

// The account is gone: this browser's session cookie goes with it.
export const DELETE = serve(
  deleteAccountEndpoint,
  async ({ actor, params, req }) => {
    const result = await deleteAccount(actor, params.id, await readJsonBody(req));
    const response = NextResponse.json(result);
    clearSessionCookie(response);
    return response;
  },
  { deferBody: true },
);
