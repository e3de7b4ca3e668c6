// A person's API tokens in the active workspace (issue 39, docs/platform/api.md "API tokens"),
// declared once: served by the route files under app/api/v1/account/api-tokens, called by
// lib/client/api-tokens.ts. No token may call these (lib/api-tokens/scopes.ts has no area for them).
import { defineEndpoint, noContent } from "@/lib/contracts/endpoint";
import { apiTokenListSchema, createdApiTokenSchema } from "@/lib/api-tokens/types";
import { apiTokenParamsSchema, createApiTokenSchema } from "@/lib/schemas/api-tokens";

const base = "/api/v1/account/api-tokens" as const;

export const listApiTokens = defineEndpoint({
  method: "GET",
  path: base,
  auth: "session",
  summary: "The caller's API tokens in the active workspace, newest first (50 at most)",
  response: apiTokenListSchema,
});

export const createApiToken = defineEndpoint({
  method: "POST",
  path: base,
  auth: "session",
  summary: "Make an API token: its secret is in this answer only",
  body: createApiTokenSchema,
  response: createdApiTokenSchema,
  status: 201,
});

export const revokeApiToken = defineEndpoint({
  method: "DELETE",
  path: `${base}/{tokenId}`,
  auth: "session",
  summary: "Revoke one of the caller's API tokens: it stops working at once",
  params: apiTokenParamsSchema,
  response: noContent,
  status: 204,
});
