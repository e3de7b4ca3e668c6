// The workspace's single sign-on settings (issue 39, /api/v1/sso). No server imports.
import * as z from "@/lib/zod";

/** The roles someone may join with by their e-mail domain (never owner). */
export const SSO_JOIN_ROLES = ["admin", "member", "viewer", "guest"] as const;
/** The DNS name under a domain whose TXT record proves the workspace holds it. */
export const SSO_VERIFICATION_HOST = "_suite-verification";
/** The longest provider name shown on the sign-in button. */
export const SSO_PROVIDER_NAME_MAX = 60;
/** How many e-mail domains one workspace may claim. */
export const SSO_DOMAINS_MAX = 20;

/** A workspace's own OpenID Connect provider as its owner sees it (never its secret). */
export const workspaceSsoProviderSchema = z.object({
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  enabled: z.boolean(),
});
export type WorkspaceSsoProvider = z.output<typeof workspaceSsoProviderSchema>;

export const ssoSettingsSchema = z.object({
  /** The server's OpenID Connect provider (OIDC_NAME), or null when none is configured. */
  provider: z.nullable(z.string()),
  /** The workspace's own provider, or null. */
  workspaceProvider: z.nullable(workspaceSsoProviderSchema),
  /** The redirect URI to register at the workspace's provider. */
  callbackUrl: z.string(),
  /** The address that signs in through the workspace's provider directly (to share or bookmark). */
  signInUrl: z.string(),
  domains: z.array(z.string()),
  /** The domains the workspace proved it holds (their TXT record found): its own provider signs in these. */
  verifiedDomains: z.array(z.string()),
  /** The TXT record that proves a domain: `<host>.<domain>` with the text `value`. */
  verification: z.object({ host: z.string(), value: z.string() }),
  defaultRole: z.enum(SSO_JOIN_ROLES),
  /** "SSO required": members other than the owner act in the workspace only after signing in through it. */
  required: z.boolean(),
});
export type SsoSettings = z.output<typeof ssoSettingsSchema>;

/** Why a sign-in through a workspace's own provider did not happen: `/auth/sso?error=<reason>`. */
export const SSO_SIGN_IN_FAILURES = [
  "noProvider",
  "invalidEmail",
  "rateLimited",
  "expired",
  "providerError",
  "unverified",
  "domainNotVerified",
  "accountUnverified",
  "failed",
] as const;
export type SsoSignInFailure = (typeof SSO_SIGN_IN_FAILURES)[number];
