import { z } from "zod";

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default("0.0.0.0"),
  APP_URL: optionalString,
  DATABASE_URL: optionalString,
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  AUTH_SECRET: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Suite <no-reply@localhost>"),
  REDIS_URL: optionalString,
  // Behind a proxy that sets X-Forwarded-For, the client address is read from it (rate limits).
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  // File storage: validated in detail by lib/server/files/storage-config.ts.
  FILES_DIR: optionalString,
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalString,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The validated environment; read lazily so server.ts can set DATABASE_URL and AUTH_SECRET first. */
export function env(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}

/** The public base URL used in e-mailed links. */
export function appUrl(): string {
  const e = env();
  return (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
}

export function authSecret(): string {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set (server.ts generates one under .data when missing)");
  return secret;
}

export function googleAuthEnabled(): boolean {
  const e = env();
  return Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET);
}
