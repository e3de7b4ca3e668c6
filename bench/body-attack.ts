// Oversized request bodies against the production server: 20 senders stream chunked junk (300 MB a
// request, no Content-Length) at the unauthenticated sign-in for 20 s, while the server's resident
// memory is sampled and GET /api/v1/health is polled every 200 ms. Half the senders stop at the
// server's answer and start over at once; half ignore it and keep sending until the server closes.
// Goal: the server stays under 500 MB and health keeps answering. Run: npm run bench:body (builds if
// needed). BENCH_BODY_PATH=/api/auth/_log aims at a route Next itself serves.
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { BASE, BENCH_PORT, startBenchServer, stopBenchServer } from "./server";

const SENDERS = 20;
const BODY_BYTES = 300 * 1024 * 1024;
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 20) * 1000;
const PATH = process.env.BENCH_BODY_PATH ?? "/api/v1/auth/login";
const HEALTH_EVERY_MS = 200;
const HEALTH_TIMEOUT_MS = 2000;
const RSS_GOAL_MB = 500;

const PIECE = 64 * 1024;
// One chunk of the chunked encoding, made once and written again and again.
const FRAME = Buffer.concat([
  Buffer.from(`${PIECE.toString(16)}\r\n`),
  Buffer.alloc(PIECE, 0x20),
  Buffer.from("\r\n"),
]);
const HEAD = Buffer.from(
  `POST ${PATH} HTTP/1.1\r\nHost: 127.0.0.1:${BENCH_PORT}\r\nContent-Type: application/json\r\n` +
    "Transfer-Encoding: chunked\r\n\r\n",
);

interface Attack {
  /** The status the server answered with, or null when the connection ended without an answer. */
  status: number | null;
  sent: number;
}

/** One request: the head, then chunks until the body is sent, the server closes, or (`reactive`) it answers. */
function attack(reactive: boolean): Promise<Attack> {
  return new Promise<Attack>((resolve) => {
    const socket = connect(BENCH_PORT, "127.0.0.1");
    let sent = 0;
    let status: number | null = null;
    let answer = "";
    const pump = (): void => {
      while (sent < BODY_BYTES && !socket.destroyed) {
        sent += PIECE;
        if (!socket.write(FRAME)) return void socket.once("drain", pump);
      }
      if (!socket.destroyed) socket.end("0\r\n\r\n");
    };
    socket.on("connect", () => {
      socket.write(HEAD);
      pump();
    });
    socket.on("data", (data: Buffer) => {
      if (status !== null) return;
      answer += data.toString("latin1");
      const line = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (!line) return;
      status = Number(line[1]);
      if (reactive) socket.destroy();
    });
    socket.on("error", () => undefined);
    socket.on("close", () => resolve({ status, sent }));
  });
}

function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return line?.[1] ? Number(line[1]) / 1024 : 0;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  await buildIfNeeded();
  const server = await startBenchServer();
  const pid = server.pid;
  if (pid === undefined) throw new Error("no server process");
  const started = rssMb(pid);
  try {
    // Warm up: the first requests load and compile.
    for (let i = 0; i < 20; i++) await fetch(`${BASE}/api/v1/health`).then((r) => r.arrayBuffer());
    await sleep(1000);
    const baseline = rssMb(pid);
    const deadline = Date.now() + DURATION_MS;

    let maxRss = baseline;
    const sampler = setInterval(() => (maxRss = Math.max(maxRss, rssMb(pid))), 50);

    const health = { ok: 0, failed: 0, latencies: [] as number[] };
    const polling = (async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        const ok = await fetch(`${BASE}/api/v1/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) })
          .then(async (res) => {
            await res.arrayBuffer();
            return res.ok;
          })
          .catch(() => false);
        const took = performance.now() - started;
        if (ok) {
          health.ok++;
          health.latencies.push(took);
        } else health.failed++;
        await sleep(Math.max(0, HEALTH_EVERY_MS - took));
      }
    })();

    const outcomes = { reactive: [] as Attack[], stubborn: [] as Attack[] };
    const senders = Array.from({ length: SENDERS }, async (_, index) => {
      const reactive = index % 2 === 0;
      while (Date.now() < deadline)
        (reactive ? outcomes.reactive : outcomes.stubborn).push(await attack(reactive));
    });
    await Promise.all([...senders, polling]);
    clearInterval(sampler);
    await sleep(2500);
    const after = rssMb(pid);

    const latencies = [...health.latencies].sort((a, b) => a - b);
    const describe = (list: Attack[]): string => {
      const statuses = new Map<string, number>();
      for (const { status } of list) {
        const key = status === null ? "no answer" : String(status);
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
      const sentMb = list.reduce((sum, { sent }) => sum + sent, 0) / 1024 / 1024;
      const answers = [...statuses].map(([key, count]) => `${key}: ${count}`).join(", ");
      return `${list.length} requests, ${sentMb.toFixed(0)} MB handed to the sockets, answers ${answers}`;
    };

    console.log(
      `\n${SENDERS} senders, ${DURATION_MS / 1000} s, chunked bodies of ${BODY_BYTES / 1024 / 1024} MB to POST ${PATH}, production build\n`,
    );
    console.log(`  stopping at the answer: ${describe(outcomes.reactive)}`);
    console.log(`  sending on regardless:  ${describe(outcomes.stubborn)}`);
    console.log(
      `\nServer RSS: ${started.toFixed(0)} MB once started, ${baseline.toFixed(0)} MB before, max ${maxRss.toFixed(0)} MB during, ${after.toFixed(0)} MB after`,
    );
    console.log(
      `GET /api/v1/health every ${HEALTH_EVERY_MS} ms: ${health.ok} answered, ${health.failed} failed or over ${HEALTH_TIMEOUT_MS} ms; ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms`,
    );
    const met = maxRss < RSS_GOAL_MB && health.failed === 0;
    console.log(`\nGoal RSS < ${RSS_GOAL_MB} MB and health answering throughout: ${met ? "met" : "MISSED"}`);
  } finally {
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
