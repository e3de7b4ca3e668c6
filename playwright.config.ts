import { defineConfig, devices } from "@playwright/test";
import { serverArgs } from "./scripts/server-command.mjs";

// E2E_PORT / E2E_DB_PORT move the server and its database (e.g. to run beside another checkout).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DB_PORT = Number(process.env.E2E_DB_PORT ?? 54349);
/** The e2e server's secret: specs sign what the server would (an unsubscribe link) with it. */
export const E2E_AUTH_SECRET = "e2e-secret-e2e-secret-e2e-secret-e2e";
const E2E_DB_DIR = `.data/e2e-postgres-${E2E_DB_PORT}`;
export const E2E_DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${E2E_DB_PORT}/suite`;
/** The test OpenID Connect provider (tests/e2e/oidc/provider.mjs) the app's single sign-on uses. */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 90);
export const E2E_OIDC_NAME = "Acme SSO";
export const E2E_OIDC_CLIENT = { id: "suite-e2e", secret: "suite-e2e-secret" };
/** The test DNS server (tests/e2e/dns/run.mjs): UDP on this port, its HTTP control one above. */
export const E2E_DNS_PORT = Number(process.env.E2E_DNS_PORT ?? E2E_PORT + 95);

// Against the production build (scripts/e2e.mjs builds it when needed), with a fresh embedded database.
export default defineConfig({
  testDir: "tests/e2e",
  // Two workers, each running whole spec files in order (a file's tests may build on each other): every
  // test makes its own people and workspaces, so files never share data (a file whose tests stand
  // alone may share them out: accessibility.spec.ts). 165 tests took 13.8 min on two cores, signed in
  // by cookie and traced on retry only (21.4 min before, 2026-12-01). E2E_WORKERS=1 runs them one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // A minute and a half: the longest flows (a grid arranged, two people chatting) pass a minute on a
  // machine under load (2026-12-01: 60 s cut them on a run whose load average was 10 on two cores).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A trace records a screencast the whole test long: on every test it cost a quarter of the run's
    // CPU, so only a retry (a test that failed once) is traced.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    locale: "en-US",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-dev-shm-usage",
            // The meeting call (tests/e2e/meeting-call.spec.ts): a fake camera and microphone, their
            // permission and the screen picker granted without a prompt, media playing without a gesture.
            "--use-fake-device-for-media-stream",
            "--use-fake-ui-for-media-stream",
            "--auto-select-desktop-capture-source=Entire screen",
            "--autoplay-policy=no-user-gesture-required",
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: "node tests/e2e/oidc/provider.mjs",
      url: `http://127.0.0.1:${E2E_OIDC_PORT}/health`,
      timeout: 20_000,
      reuseExistingServer: false,
      env: {
        OIDC_TEST_PORT: String(E2E_OIDC_PORT),
        OIDC_TEST_CLIENT_ID: E2E_OIDC_CLIENT.id,
        OIDC_TEST_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
        // The server's provider (next-auth) and a workspace's own (/auth/sso) use the same client here.
        OIDC_TEST_REDIRECT_URI: `http://localhost:${E2E_PORT}/api/auth/callback/oidc,http://localhost:${E2E_PORT}/auth/sso/callback`,
      },
    },
    {
      // Domain verification's TXT records (tests/e2e/sso-own.spec.ts).
      command: "node tests/e2e/dns/run.mjs",
      url: `http://127.0.0.1:${E2E_DNS_PORT + 1}/health`,
      timeout: 20_000,
      reuseExistingServer: false,
      env: { DNS_TEST_PORT: String(E2E_DNS_PORT) },
    },
    {
      // The production server as it runs (scripts/server-command.mjs: its Node flags too). `exec`: the
      // shell becomes the server, so the shutdown below waits for the server itself (the shell died at
      // once on SIGTERM, Playwright went on, and a server still shutting down left its PostgreSQL).
      command: `node scripts/reset-embedded.mjs ${E2E_DB_DIR} && exec node ${serverArgs.join(" ")}`,
      url: `http://localhost:${E2E_PORT}/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // SIGTERM lets server.ts stop its embedded PostgreSQL (a SIGKILL would leave it running).
      gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
      stdout: "pipe",
      env: {
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        PORT: String(E2E_PORT),
        APP_URL: `http://localhost:${E2E_PORT}`,
        DATABASE_URL: "",
        EMBEDDED_PG_DIR: E2E_DB_DIR,
        EMBEDDED_PG_PORT: String(E2E_DB_PORT),
        // A throwaway database: no fsync (lib/server/database/embedded.ts `durable`).
        EMBEDDED_PG_DURABLE: "false",
        AUTH_SECRET: E2E_AUTH_SECRET,
        RATE_LIMIT_PER_MINUTE: "1000",
        // Ask AI answers with the built-in assistant (no model), whatever the machine's environment says.
        AI_BASE_URL: "",
        AI_RATE_LIMIT_PER_MINUTE: "1000",
        SMTP_URL: "",
        GOOGLE_CLIENT_ID: "",
        // e2e receivers listen on 127.0.0.1 (tests/e2e/workspace-webhooks.spec.ts).
        WEBHOOK_ALLOW_PRIVATE: "true",
        // Single sign-on through the test provider (tests/e2e/sso.spec.ts).
        OIDC_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
        OIDC_CLIENT_ID: E2E_OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
        OIDC_NAME: E2E_OIDC_NAME,
        // A workspace's own provider is the test provider on 127.0.0.1, its domains checked by the test DNS server.
        SSO_ALLOW_PRIVATE_ISSUERS: "true",
        DNS_SERVERS: `127.0.0.1:${E2E_DNS_PORT}`,
      },
    },
  ],
});
