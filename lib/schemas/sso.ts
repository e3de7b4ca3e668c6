// What a workspace's owner sends to set its single sign-on domains (PUT /api/v1/sso), validated by the
// route and the settings page with the same messages.
import * as z from "@/lib/zod";
import { SSO_DOMAINS_MAX, SSO_JOIN_ROLES } from "@/lib/sso/types";

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
