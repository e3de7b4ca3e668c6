"use client";

// Typed calls of the workspace's service tokens (lib/contracts/service-tokens.ts).
import { call } from "@/lib/client/api";
import type {
  createServiceToken,
  listServiceTokens,
  revokeServiceToken,
} from "@/lib/contracts/service-tokens";
import type { CreateServiceTokenInput } from "@/lib/schemas/api-tokens";

export const serviceTokensApi = {
  list: () => call<typeof listServiceTokens>("GET /api/v1/service-tokens", {}),
  create: (body: CreateServiceTokenInput) =>
    call<typeof createServiceToken>("POST /api/v1/service-tokens", { body }),
  revoke: (tokenId: string) =>
    call<typeof revokeServiceToken>("DELETE /api/v1/service-tokens/{tokenId}", { params: { tokenId } }),
};
