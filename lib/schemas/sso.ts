// What a workspace's owner sends to set its single sign-on domains (PUT /api/v1/sso), validated by the
// route and the settings page with the same messages.
import * as z from "@/lib/zod";
import { SSO_DOMAINS_MAX, SSO_JOIN_ROLES, SSO_PROVIDER_NAME_MAX } from "@/lib/sso/types";

/** A DNS name of two labels or more (example.com, eu.example.co.uk), lower-cased, no "@". */
export const ssoDomainSchema = z.pipe(
  z.string({ error: "validation.ssoDomainInvalid" }),
  z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(253, "validation.ssoDomainInvalid"),
      z.regex(
        /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        "validation.ssoDomainInvalid",
      ),
    ),
);

export const ssoSettingsInputSchema = z.object({
  domains: z
    .array(ssoDomainSchema, { error: "validation.ssoDomainInvalid" })
    .check(z.maxLength(SSO_DOMAINS_MAX, "validation.ssoDomainsTooMany")),
  defaultRole: z.enum(SSO_JOIN_ROLES, { error: "validation.ssoRoleInvalid" }),
});
export type SsoSettingsInput = z.input<typeof ssoSettingsInputSchema>;

/** PUT /api/v1/sso/required: turn "SSO required" on or off. */
export const ssoRequiredInputSchema = z.object({
  required: z.boolean({ error: "validation.ssoRequiredInvalid" }),
});
export type SsoRequiredInput = z.input<typeof ssoRequiredInputSchema>;

/** POST /api/v1/sso/domains/verify: look for one claimed domain's TXT record now. */
export const ssoDomainVerifyInputSchema = z.object({ domain: ssoDomainSchema });
export type SsoDomainVerifyInput = z.input<typeof ssoDomainVerifyInputSchema>;

const trimmed = (required: string, max: number, tooLong: string) =>
  z.pipe(
    z.string({ error: required }),
    z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong)),
  );

/**
 * PUT /api/v1/sso/provider: the workspace's own OpenID Connect provider. The secret may be left out
 * when one is saved already (it is never shown again); the issuer is an absolute http(s) address
 * (the server decides whether http is allowed).
 */
export const ssoProviderInputSchema = z.object({
  name: trimmed(
    "validation.ssoProviderNameRequired",
    SSO_PROVIDER_NAME_MAX,
    "validation.ssoProviderNameTooLong",
  ),
  issuer: z.pipe(
    trimmed("validation.ssoIssuerInvalid", 500, "validation.ssoIssuerInvalid"),
    z.string().check(
      z.refine((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === "https:" || url.protocol === "http:") && !url.search && !url.hash;
        } catch {
          return false;
        }
      }, "validation.ssoIssuerInvalid"),
    ),
  ),
  clientId: trimmed("validation.ssoClientIdRequired", 255, "validation.ssoClientIdTooLong"),
  clientSecret: z.optional(
    trimmed("validation.ssoClientSecretRequired", 1000, "validation.ssoClientSecretTooLong"),
  ),
  enabled: z.boolean({ error: "validation.ssoEnabledInvalid" }),
});
export type SsoProviderInput = z.input<typeof ssoProviderInputSchema>;
