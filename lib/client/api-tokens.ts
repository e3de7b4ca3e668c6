"use client";

// Typed calls of the person's API tokens (lib/contracts/api-tokens.ts).
import { call } from "@/lib/client/api";
import type { createApiToken, listApiTokens, revokeApiToken } from "@/lib/contracts/api-tokens";
import type { CreateApiTokenInput } from "@/lib/schemas/api-tokens";

export const apiTokensApi = {
  list: () => call<typeof listApiTokens>("GET /api/v1/account/api-tokens", {}),
  create: (body: CreateApiTokenInput) =>
    call<typeof createApiToken>("POST /api/v1/account/api-tokens", { body }),
  revoke: (tokenId: string) =>
    call<typeof revokeApiToken>("DELETE /api/v1/account/api-tokens/{tokenId}", { params: { tokenId } }),
};
