// The workspace's single sign-on settings (issue 39, docs/platform/single-sign-on.md), declared once:
// served by app/api/v1/sso/route.ts, called by lib/client/sso.ts. The workspace's owner only; no API
// token may call them (they are outside every token area).
import { defineEndpoint } from "@/lib/contracts/endpoint";
import { ssoSettingsSchema } from "@/lib/sso/types";
import {
  ssoDomainVerifyInputSchema,
  ssoProviderInputSchema,
  ssoRequiredInputSchema,
  ssoSettingsInputSchema,
} from "@/lib/schemas/sso";

export const getSsoSettings = defineEndpoint({
  method: "GET",
  path: "/api/v1/sso",
  auth: "session",
  summary:
    "The active workspace's single sign-on: the server's provider, the e-mail domains that join it, their role",
  response: ssoSettingsSchema,
});

export const updateSsoSettings = defineEndpoint({
  method: "PUT",
  path: "/api/v1/sso",
  auth: "session",
  summary: "Set the e-mail domains whose people join through single sign-on, and the role they join with",
  body: ssoSettingsInputSchema,
  response: ssoSettingsSchema,
  otherStatuses: [409],
});

export const setSsoRequired = defineEndpoint({
  method: "PUT",
  path: "/api/v1/sso/required",
  auth: "session",
  summary:
    "Require single sign-on: members other than the owner then act in the workspace only after signing in through the provider",
  body: ssoRequiredInputSchema,
  response: ssoSettingsSchema,
});

export const putSsoProvider = defineEndpoint({
  method: "PUT",
  path: "/api/v1/sso/provider",
  auth: "session",
  summary:
    "Set the workspace's own OpenID Connect provider (its discovery document is read first); its people sign in through it at /auth/sso",
  body: ssoProviderInputSchema,
  response: ssoSettingsSchema,
});

export const deleteSsoProvider = defineEndpoint({
  method: "DELETE",
  path: "/api/v1/sso/provider",
  auth: "session",
  summary:
    "Remove the workspace's own provider (sign-ins through it stop; linked accounts keep other ways in)",
  response: ssoSettingsSchema,
});

export const verifySsoDomain = defineEndpoint({
  method: "POST",
  path: "/api/v1/sso/domains/verify",
  auth: "session",
  summary:
    "Look up a claimed domain's TXT record (<host>.<domain>, the settings' `verification`): found, the domain is verified",
  body: ssoDomainVerifyInputSchema,
  response: ssoSettingsSchema,
  otherStatuses: [404],
});
