// Load benchmark for sign-in and an authenticated read (issue "Foundation"): prints req/s and p50/p99.
// Budget: authenticated GET p99 < 25 ms at 20 connections. Run: npm run bench (builds if needed).
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { firstLoadJs } from "./page-weight";
import { CONNECTIONS, DURATION_S, run, report } from "./load";
import { BASE, startBenchServer, stopBenchServer } from "./server";

const credentials = { email: "bench@example.com", password: "Secret#123" };

async function main(): Promise<void> {
  await buildIfNeeded();
  const server = await startBenchServer();
  try {
    const registered = await fetch(`${BASE}/api/v1/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...credentials, name: "Bench User" }),
    });
    const { accessToken, user } = (await registered.json()) as { accessToken: string; user: { id: string } };
    const authorization = `Bearer ${accessToken}`;

    // Warm up the routes (first requests compile and cache in Next).
    await run({ url: `${BASE}/api/v1/users/${user.id}`, headers: { authorization }, duration: 2 });

    const read = await run({ url: `${BASE}/api/v1/users/${user.id}`, headers: { authorization } });
    const loginLoad = run({
      url: `${BASE}/api/v1/auth/login`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(credentials),
    });
    // While logins hash passwords, a light stream of reads shows whether the event loop stays free.
    const readsDuringLogin = run({ url: `${BASE}/api/v1/health`, connections: 2 });
    const [login, health] = await Promise.all([loginLoad, readsDuringLogin]);

    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_S} s each, production build, embedded PostgreSQL\n`,
    );
    report("GET /api/v1/users/{id} (bearer)", read);
    report("POST /api/v1/auth/login", login);
    report("GET /api/v1/health during logins", health);
    const weight = await firstLoadJs(BASE, "/auth/login");
    console.log(
      `\nFirst-load JS of /auth/login: ${weight.gzipKb} KB gzipped (${weight.rawKb} KB raw, ${weight.files} files)`,
    );
    const budget = read.latency.p99 < 25;
    console.log(
      `\nBudget authenticated GET p99 < 25 ms: ${budget ? "met" : "MISSED"} (${read.latency.p99} ms)`,
    );
  } finally {
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
