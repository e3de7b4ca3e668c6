import "server-only";
import { z } from "zod";

// The one module that reads (and writes) process.env. The app's variables are documented in
// .env.example and README; NEXTAUTH_URL is next-auth's own and DEBUG a diagnostics switch.

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined));

/** "true" or "false"; unset or empty takes the default. */
const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", ""])
    .optional()
    .transform((value) => (value ? value === "true" : fallback));

/** A positive integer; unset or empty takes the default. */
const positiveInt = (fallback: number) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().positive().default(fallback),
  );

/** The shortest AUTH_SECRET accepted: it signs and encrypts sessions, so at least 256 bits. */
export const AUTH_SECRET_MIN_BYTES = 32;

const authSecretValue = optionalString.refine(
  (value) => value === undefined || new TextEncoder().encode(value).length >= AUTH_SECRET_MIN_BYTES,
  {
    message:
      `AUTH_SECRET is too short: it must be at least ${AUTH_SECRET_MIN_BYTES} bytes ` +
      "(generate one with `openssl rand -base64 32`, or leave it unset to have one generated under .data)",
  },
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default("0.0.0.0"),
  APP_URL: optionalString,
  // Unset: server.ts starts the embedded PostgreSQL and sets it (setDatabaseUrl).
  DATABASE_URL: optionalString,
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  DATABASE_PREPARED_STATEMENTS: flag(true),
  EMBEDDED_PG_DIR: optionalString,
  EMBEDDED_PG_PORT: positiveInt(54329),
  /** false only for throwaway databases (the test suites): the embedded server then skips fsync. */
  EMBEDDED_PG_DURABLE: flag(true),
  // Unset: server.ts keeps a generated one under .data (setAuthSecret).
  AUTH_SECRET: authSecretValue,
  // next-auth's own variable; server.ts sets it from APP_URL when unset (publishAppUrl).
  NEXTAUTH_URL: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  // Single sign-on with any OpenID Connect provider (Okta, Keycloak, Entra ID, Auth0, Google Workspace…):
  // the button shows when the issuer, client id and secret are set.
  OIDC_ISSUER: optionalString,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.string().default("Single sign-on"),
  // A workspace's own provider (set by its owner): http:// issuers and private addresses (an intranet
  // Keycloak) are reached only when this is on; the issuer is otherwise https and public.
  SSO_ALLOW_PRIVATE_ISSUERS: flag(false),
  // The DNS servers that check a domain's verification record (host or host:port, comma separated);
  // unset: the system's.
  DNS_SERVERS: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Suite <no-reply@localhost>"),
  // Without SMTP, print e-mailed links (reset, invitation) to the log; always on in development.
  MAIL_LOG_LINKS: flag(false),
  REDIS_URL: optionalString,
  // Where this node runs the background jobs: "process", a worker process of its own (production's
  // default: a job's CPU never stalls the requests), "inline", in the web process (development's
  // default), or "none", only queued here for the worker nodes (`npm run worker`) to run.
  JOB_WORKERS: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .enum(["process", "inline", "none"], { message: 'JOB_WORKERS must be "process", "inline" or "none"' })
      .optional(),
  ),
  // The meeting room's call (modules/meeting-room/server/call/ice.ts): STUN servers (comma-separated
  // stun: URLs), a TURN server (turn:/turns: URL) and the secret it shares with us (coturn's
  // use-auth-secret), from which each joiner gets credentials for an hour. None: host candidates only.
  STUN_URLS: optionalString,
  TURN_URL: optionalString,
  TURN_SECRET: optionalString,
  // Let Notification-module webhooks reach http:// and private, loopback and link-local addresses
  // (a self-hosted receiver on the same network; tests). Off: public https:// addresses only.
  WEBHOOK_ALLOW_PRIVATE: flag(false),
  // Behind a proxy that sets X-Forwarded-For, the client address is read from it (rate limits).
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  // Requests one API token may make per minute (over it: 429 with Retry-After).
  API_TOKEN_RATE_LIMIT_PER_MINUTE: positiveInt(600),
  // File storage: validated in detail by lib/server/files/storage-config.ts.
  FILES_DIR: optionalString,
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalString,
  // File management: the largest file one upload may hold (MB), a workspace's stored bytes in all
  // (MB: every module's files, their versions and the trash), and where unfinished resumable uploads
  // wait (default: FILES_DIR/.uploads; several nodes need it shared).
  FILES_UPLOAD_MAX_MB: positiveInt(5120),
  FILES_QUOTA_MB: positiveInt(10240),
  UPLOADS_DIR: optionalString,
  // Data visualization's PostgreSQL connectors: the hosts they may reach, comma separated (a name, an
  // address, or *.example.com). Unset: any host on the internet, never a loopback, private or
  // link-local address (so a connector cannot reach the server's own network).
  CONNECTOR_ALLOWED_HOSTS: optionalString,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  // Ask AI: an OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio); unset, the built-in
  // assistant answers (no model, no network). AI_MODEL is required with AI_BASE_URL.
  AI_BASE_URL: optionalString.refine((value) => value === undefined || /^https?:\/\/[^\s]+$/.test(value), {
    message: "AI_BASE_URL must be an http:// or https:// URL (e.g. http://localhost:11434/v1)",
  }),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  // Tokens one reply may use (the request's max_tokens).
  AI_MAX_TOKENS: positiveInt(1024),
  // A provider that sends nothing for this long ends the reply with a time-out message.
  AI_TIMEOUT_MS: positiveInt(30_000),
  // Questions per person per minute (every assistant, built-in included).
  AI_RATE_LIMIT_PER_MINUTE: positiveInt(20),
  // Form builder: submissions of public forms per client address per minute (anti-spam).
  FORM_SUBMIT_RATE_LIMIT_PER_MINUTE: positiveInt(20),
  // Uploads of public forms not yet submitted: at most this many MB per form and per workspace,
  // purged after this many minutes.
  FORM_UPLOAD_QUOTA_PER_FORM_MB: positiveInt(100),
  FORM_UPLOAD_QUOTA_PER_WORKSPACE_MB: positiveInt(500),
  FORM_UPLOAD_TTL_MINUTES: positiveInt(60),
  // A page opened before a republication may still submit its version for this many minutes.
  FORM_VERSION_GRACE_MINUTES: positiveInt(60),
  // The proof-of-work challenge of public forms (ALTCHA, self-hosted), and its size: the largest
  // counter a browser may have to reach (each try a PBKDF2 key of 5,000 iterations).
  FORM_CHALLENGE: flag(true),
  FORM_CHALLENGE_DIFFICULTY: positiveInt(5000),
  // Campaign e-mails to addresses outside the workspace, per workspace per UTC day: a number (0: none
  // at all), or "unlimited". Sending them also needs a verified sender.
  CAMPAIGN_EXTERNAL_DAILY_LIMIT: z
    .preprocess(
      (value) => (value === "" || value === undefined ? "250" : String(value).trim().toLowerCase()),
      z.string().regex(/^(\d{1,9}|unlimited)$/, {
        message: 'CAMPAIGN_EXTERNAL_DAILY_LIMIT must be a whole number (0 or more) or "unlimited"',
      }),
    )
    .transform((value) => (value === "unlimited" ? Number.POSITIVE_INFINITY : Number(value))),
  // Campaign messages that leave the server (e-mail, webhook) per workspace per minute.
  CAMPAIGN_RATE_PER_MINUTE: positiveInt(600),
  // A webhook request (a campaign's, a content hub's, a form's) gets this long in all.
  WEBHOOK_TIMEOUT_MS: positiveInt(10_000),
  // A webhook's circuit breaker: after this many failed attempts in a row nothing is posted to it
  // for WEBHOOK_BREAKER_COOLDOWN_SECONDS, then one attempt probes it.
  WEBHOOK_BREAKER_FAILURES: positiveInt(5),
  WEBHOOK_BREAKER_COOLDOWN_SECONDS: positiveInt(300),
  // Workflow automation's loop guard: a run ends after this many element starts.
  AUTOMATION_MAX_STEPS: positiveInt(1_000),
  // Workflow automation: a trigger starts at most this many runs a minute (more events are skipped).
  AUTOMATION_MAX_STARTS_PER_MINUTE: positiveInt(60),
  // One attempt to hand an e-mail to SMTP_URL gets this long in all (then it is retried later).
  MAIL_SEND_TIMEOUT_MS: positiveInt(60_000),
  // Diagnostics: `DEBUG=schema-engine` prints the migration engine's log.
  DEBUG: optionalString,
});

type FullEnv = z.infer<typeof envSchema>;

/**
 * The settings fixed for the life of the process. The three that startup writes are left out: they
 * are read through databaseEnv(), authSecret() and nextAuthUrl(), which never see a stale value.
 */
export type Env = Omit<FullEnv, "DATABASE_URL" | "AUTH_SECRET" | "NEXTAUTH_URL">;

let cached: Env | undefined;

/**
 * The validated environment, read once on first use and cached; that first use validates every
 * variable (server.ts makes it right after setting AUTH_SECRET and DATABASE_URL, so a bad value stops
 * the start).
 */
export function env(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}

/** The public base URL used in e-mailed links. */
export function appUrl(): string {
  const e = env();
  return (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
}

export function googleAuthEnabled(): boolean {
  const e = env();
  return Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET);
}

/** The OpenID Connect provider configured by OIDC_*, or null (no single sign-on button). */
export function oidcProvider(): {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
} | null {
  const e = env();
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET) return null;
  return {
    issuer: e.OIDC_ISSUER.replace(/\/$/, ""),
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    name: e.OIDC_NAME.trim() || "Single sign-on",
  };
}

// Read fresh, never fixed at first use: what the process sets while it starts (server.ts, the
// scripts, benchmarks and tests point DATABASE_URL at their own database), and what code that runs
// before the environment is complete reads (the database client, the logger, the session token), so
// reading them never fixes env() too early. Each reader validates again only when one of its raw
// variables changed: the session token reads AUTH_SECRET on every request.

/** A reader of some variables, validated when their raw values change; a bad value throws its message. */
function freshReader<T extends z.ZodRawShape>(schema: z.ZodObject<T>): () => z.infer<z.ZodObject<T>> {
  const keys = Object.keys(schema.shape);
  let seen: string | undefined;
  let value: z.infer<z.ZodObject<T>> | undefined;
  return () => {
    const raw = JSON.stringify(keys.map((key) => process.env[key] ?? null));
    if (raw !== seen || value === undefined) {
      const parsed = schema.safeParse(process.env);
      if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("; "));
      value = parsed.data;
      seen = raw;
    }
    return value;
  };
}

/** The database to use (undefined: the embedded one) and how the Prisma client connects to it. */
export const databaseEnv = freshReader(
  envSchema.pick({
    DATABASE_URL: true,
    DATABASE_POOL_SIZE: true,
    DATABASE_PREPARED_STATEMENTS: true,
    NODE_ENV: true,
  }),
);

/** Where the embedded PostgreSQL keeps its data (undefined: the default) and its port. */
export const embeddedDatabaseEnv = freshReader(
  envSchema.pick({ EMBEDDED_PG_DIR: true, EMBEDDED_PG_PORT: true, EMBEDDED_PG_DURABLE: true }),
);

/** AUTH_SECRET when set; one that is too short stops the caller with a message that says so. */
const readAuthSecret = freshReader(envSchema.pick({ AUTH_SECRET: true }));

/** Whether AUTH_SECRET is set (server.ts calls it first, so a short one stops the start at once). */
export function hasAuthSecret(): boolean {
  return readAuthSecret().AUTH_SECRET !== undefined;
}

/** The secret that signs session cookies, access tokens and file links. */
export function authSecret(): string {
  const secret = readAuthSecret().AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set (server.ts generates one under .data when missing)");
  return secret;
}

const readNextAuthUrl = freshReader(envSchema.pick({ NEXTAUTH_URL: true }));

/** next-auth's base URL, which decides its cookie names (https:// gives secure ones). */
export function nextAuthUrl(): string | undefined {
  return readNextAuthUrl().NEXTAUTH_URL;
}

const readAiEnv = freshReader(
  envSchema.pick({
    AI_BASE_URL: true,
    AI_API_KEY: true,
    AI_MODEL: true,
    AI_MAX_TOKENS: true,
    AI_TIMEOUT_MS: true,
    AI_RATE_LIMIT_PER_MINUTE: true,
  }),
);

/**
 * Ask AI's settings, read fresh (tests point them at a local fake server). With AI_BASE_URL the
 * OpenAI-compatible provider answers, which needs AI_MODEL.
 */
export function aiEnv() {
  const value = readAiEnv();
  if (value.AI_BASE_URL && !value.AI_MODEL) throw new Error("AI_MODEL must be set with AI_BASE_URL");
  return value;
}

/** The meeting call's ICE settings, read fresh (tests set them). */
export const callIceEnv = freshReader(envSchema.pick({ STUN_URLS: true, TURN_URL: true, TURN_SECRET: true }));

/** A workspace's own sign-in provider and the domain checks, read fresh (tests set them). */
export const ssoEnv = freshReader(envSchema.pick({ SSO_ALLOW_PRIVATE_ISSUERS: true, DNS_SERVERS: true }));

/** The connectors' allowed hosts, read fresh (tests set them). */
export const connectorEnv = freshReader(envSchema.pick({ CONNECTOR_ALLOWED_HOSTS: true }));

export const logEnv = freshReader(envSchema.pick({ LOG_LEVEL: true, NODE_ENV: true }));

const readDebug = freshReader(envSchema.pick({ DEBUG: true }));

/** Whether DEBUG names this diagnostics namespace. */
export function debugEnabled(namespace: string): boolean {
  return readDebug().DEBUG?.includes(namespace) ?? false;
}

// Writers: server.ts completes the environment with them, for this module and for the other readers
// of process.env in the process (Next's module graph, next-auth).

/** This process's environment with `extra` over it: what a child process of the server is given. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

export function setAuthSecret(secret: string): void {
  process.env.AUTH_SECRET = secret;
}

export function setDatabaseUrl(url: string): void {
  process.env.DATABASE_URL = url;
}

/** APP_URL with its default (from PORT) made explicit, and next-auth's NEXTAUTH_URL from it when unset. */
export function publishAppUrl(): void {
  const url = appUrl();
  process.env.APP_URL = url;
  process.env.NEXTAUTH_URL ||= url;
}

/**
 * Has Next serve the configuration `next build` recorded instead of loading next.config.ts again, as
 * Next's own standalone server does (it reads this variable before looking for a config file).
 */
export function publishBuiltNextConfig(config: unknown): void {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}

/** The form builder's public limits, read fresh (tests tune them). */
/**
 * Why public forms cannot be submitted in a browser with these settings, or null: the proof-of-work
 * widget hashes with Web Crypto, which browsers offer only on https pages and on localhost.
 */
export function formChallengeProblem(url: string, challenge: boolean): string | null {
  if (!challenge) return null;
  const { protocol, hostname } = new URL(url);
  const local = hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
  if (protocol === "https:" || local) return null;
  return `APP_URL (${url}) is not https: browsers will not solve the public forms' proof-of-work challenge, so visitors cannot submit them. Serve the app over https or set FORM_CHALLENGE=false.`;
}

export const formEnv = freshReader(
  envSchema.pick({
    FORM_SUBMIT_RATE_LIMIT_PER_MINUTE: true,
    FORM_UPLOAD_QUOTA_PER_FORM_MB: true,
    FORM_UPLOAD_QUOTA_PER_WORKSPACE_MB: true,
    FORM_UPLOAD_TTL_MINUTES: true,
    FORM_VERSION_GRACE_MINUTES: true,
    FORM_CHALLENGE: true,
    FORM_CHALLENGE_DIFFICULTY: true,
  }),
);

/** The campaigns' limits (issue 31), read fresh (tests tune them). */
export const campaignEnv = freshReader(
  envSchema.pick({ CAMPAIGN_EXTERNAL_DAILY_LIMIT: true, CAMPAIGN_RATE_PER_MINUTE: true }),
);

/** Workflow automation's loop guard and its triggers' start limit, read fresh (tests tune them). */
export const automationEnv = freshReader(
  envSchema.pick({ AUTOMATION_MAX_STEPS: true, AUTOMATION_MAX_STARTS_PER_MINUTE: true }),
);

/** The webhook service's time-out and circuit breaker, read fresh (tests tune them). */
export const webhookEnv = freshReader(
  envSchema.pick({
    WEBHOOK_TIMEOUT_MS: true,
    WEBHOOK_BREAKER_FAILURES: true,
    WEBHOOK_BREAKER_COOLDOWN_SECONDS: true,
  }),
);
