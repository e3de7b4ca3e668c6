// What a person sends to make an API token (POST /api/v1/account/api-tokens), validated by the route
// and by the settings page's form with the same messages.
import * as z from "@/lib/zod";
import { API_SCOPES } from "@/lib/api-tokens/scopes";
import { idSchema } from "./common";

/** A token is valid for a year at most when it expires; null is never (the page warns). */
export const API_TOKEN_MAX_DAYS = 366;
/** How many tokens one person may hold in one workspace. */
export const API_TOKENS_PER_PERSON = 50;

export const apiTokenNameSchema = z.pipe(
  z.string({ error: "validation.apiTokenNameRequired" }),
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: "validation.apiTokenNameRequired", abort: true }),
      z.maxLength(80, "validation.apiTokenNameTooLong"),
    ),
);

export const createApiTokenSchema = z.object({
  name: apiTokenNameSchema,
  scopes: z
    .array(z.enum(API_SCOPES as [string, ...string[]], { error: "validation.apiTokenScopeInvalid" }), {
      error: "validation.apiTokenScopesRequired",
    })
    .check(
      z.minLength(1, "validation.apiTokenScopesRequired"),
      z.maxLength(API_SCOPES.length, "validation.apiTokenScopeInvalid"),
    ),
  /** Null: every project the person sees, now and later; otherwise only these. */
  projectIds: z.nullable(
    z
      .array(idSchema, { error: "validation.apiTokenProjectsInvalid" })
      .check(
        z.minLength(1, "validation.apiTokenProjectsRequired"),
        z.maxLength(100, "validation.apiTokenProjectsInvalid"),
      ),
  ),
  /** When it stops working (in the future, within a year); null: never. */
  expiresAt: z.nullable(
    z
      .string({ error: "validation.apiTokenExpiryInvalid" })
      .check(z.iso.datetime({ offset: true, error: "validation.apiTokenExpiryInvalid" })),
  ),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;

export const apiTokenParamsSchema = z.object({ tokenId: idSchema });

/** How many workspace (service) tokens one workspace may hold. */
export const SERVICE_TOKENS_PER_WORKSPACE = 50;

/** The roles a service token's identity may hold: never the owner, never a guest. */
export const SERVICE_TOKEN_ROLES = ["admin", "member", "viewer"] as const;

/** What an owner or admin sends to make a workspace token (POST /api/v1/service-tokens). */
export const createServiceTokenSchema = z.extend(createApiTokenSchema, {
  /** The role it acts with: its rights are the role's, narrowed by the scopes and projects. */
  role: z.enum(SERVICE_TOKEN_ROLES, { error: "validation.serviceTokenRoleInvalid" }),
});
export type CreateServiceTokenInput = z.input<typeof createServiceTokenSchema>;
