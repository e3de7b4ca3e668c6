"use client";

// Typed calls of the workspace's single sign-on settings (lib/contracts/sso.ts), and their query.
import { ApiError, call } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import type {
  deleteSsoProvider,
  getSsoSettings,
  putSsoProvider,
  setSsoRequired,
  updateSsoSettings,
  verifySsoDomain,
} from "@/lib/contracts/sso";
import type {
  SsoDomainVerifyInput,
  SsoProviderInput,
  SsoRequiredInput,
  SsoSettingsInput,
} from "@/lib/schemas/sso";

export const ssoQueries = {
  settings: () => endpointQuery<typeof getSsoSettings>("GET /api/v1/sso", {}),
};

export const ssoApi = {
  settings: () => call<typeof getSsoSettings>("GET /api/v1/sso", {}),
  update: (body: SsoSettingsInput) => call<typeof updateSsoSettings>("PUT /api/v1/sso", { body }),
  setRequired: (body: SsoRequiredInput) => call<typeof setSsoRequired>("PUT /api/v1/sso/required", { body }),
  putProvider: (body: SsoProviderInput) => call<typeof putSsoProvider>("PUT /api/v1/sso/provider", { body }),
  deleteProvider: () => call<typeof deleteSsoProvider>("DELETE /api/v1/sso/provider", {}),
  verifyDomain: (body: SsoDomainVerifyInput) =>
    call<typeof verifySsoDomain>("POST /api/v1/sso/domains/verify", { body }),
};

/** The domain another workspace already claimed (a 409's `domain`), else null. */
export function takenDomainOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const domain = (error.body as { domain?: unknown } | null | undefined)?.domain;
  return typeof domain === "string" && domain !== "" ? domain : null;
}
