// The active workspace's service tokens (issue 39, docs/platform/api.md "Workspace tokens"),
// declared once: served by the route files under app/api/v1/service-tokens, called by
// lib/client/service-tokens.ts. Owners and admins only; no token may call these (no scope area).
import { defineEndpoint, noContent } from "@/lib/contracts/endpoint";
import { createdServiceTokenSchema, serviceTokenListSchema } from "@/lib/api-tokens/types";
import { apiTokenParamsSchema, createServiceTokenSchema } from "@/lib/schemas/api-tokens";

const base = "/api/v1/service-tokens" as const;

export const listServiceTokens = defineEndpoint({
  method: "GET",
  path: base,
  auth: "session",
  summary: "The active workspace's service tokens, newest first (50 at most); owners and admins",
  response: serviceTokenListSchema,
});

export const createServiceToken = defineEndpoint({
  method: "POST",
  path: base,
  auth: "session",
  summary: "Make a service token acting as its own identity with a role: its secret is in this answer only",
  body: createServiceTokenSchema,
  response: createdServiceTokenSchema,
  status: 201,
});

export const revokeServiceToken = defineEndpoint({
  method: "DELETE",
  path: `${base}/{tokenId}`,
  auth: "session",
  summary: "Revoke a service token: it stops working at once and its identity leaves the workspace",
  params: apiTokenParamsSchema,
  response: noContent,
  status: 204,
});
