// The workspace's single sign-on settings (issue 39, /api/v1/sso). No server imports.
import * as z from "@/lib/zod";

/** The roles someone may join with by their e-mail domain (never owner). */
export const SSO_JOIN_ROLES = ["admin", "member", "viewer", "guest"] as const;
/** How many e-mail domains one workspace may claim. */
export const SSO_DOMAINS_MAX = 20;

export const ssoSettingsSchema = z.object({
  /** The server's OpenID Connect provider (OIDC_NAME), or null when none is configured. */
  provider: z.nullable(z.string()),
  domains: z.array(z.string()),
  defaultRole: z.enum(SSO_JOIN_ROLES),
  /** "SSO required": members other than the owner act in the workspace only after signing in through it. */
  required: z.boolean(),
});
export type SsoSettings = z.output<typeof ssoSettingsSchema>;
