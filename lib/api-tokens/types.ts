// API tokens as the API shows them (lib/contracts/api-tokens.ts): never the secret, except once in
// the answer that made it.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters (`stk_` and 8 more), to recognise it. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  /** The projects it is limited to (those still there, by name); null: all the person sees. */
  projects: z.nullable(z.array(z.object({ id: z.string(), name: z.string() }))),
  expiresAt: z.nullable(isoDate),
  lastUsedAt: z.nullable(isoDate),
  /** The client address of the last use (recorded once a minute at most). */
  lastUsedIp: z.nullable(z.string()),
  createdAt: isoDate,
});
export type ApiTokenItem = z.output<typeof apiTokenSchema>;

export const createdApiTokenSchema = z.object({
  /** The secret: shown this once, stored only as its SHA-256. */
  token: z.string(),
  item: apiTokenSchema,
});
export type CreatedApiToken = z.output<typeof createdApiTokenSchema>;

export const apiTokenListSchema = z.object({ data: z.array(apiTokenSchema) });

/** A workspace (service) token as its settings page shows it: a token with its role and maker. */
export const serviceTokenSchema = z.extend(apiTokenSchema, {
  /** The role its identity acts with (admin, member or viewer). */
  role: z.enum(["admin", "member", "viewer"]),
  /** The owner or admin who made it; null once they have left the suite. */
  createdBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
});
export type ServiceTokenItem = z.output<typeof serviceTokenSchema>;

export const createdServiceTokenSchema = z.object({ token: z.string(), item: serviceTokenSchema });
export type CreatedServiceToken = z.output<typeof createdServiceTokenSchema>;

export const serviceTokenListSchema = z.object({ data: z.array(serviceTokenSchema) });
