// The node's worker process (lib/server/jobs/worker-process.ts, worker.ts): supervised by the web
// server (restarted after a crash, stopped on shutdown), woken as jobs are sent, and running the
// jobs the web process queues on the same database.
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getDb } from "@/lib/server/db";
import { stopJobs } from "@/lib/server/jobs/boss";
import { sendMail } from "@/lib/server/mail/send-mail";
import { startWorkerProcess, type WorkerProcess } from "@/lib/server/jobs/worker-process";
import { seedUser } from "@/prisma/seed/users";
import { startTestJobs, waitFor } from "./helpers";

const ROOT = path.resolve(__dirname, "../../..");
const FAKE = path.join(__dirname, "fixtures", "fake-worker.mjs");
const TSX = ["--require", "./scripts/server-only-shim.cjs", "--import", "tsx"];

function logLines(file: string): string[] {
  return existsSync(file) ? readFileSync(file, "utf8").trim().split("\n").filter(Boolean) : [];
}

describe("the worker process's supervision", () => {
  let worker: WorkerProcess | null = null;
  afterEach(async () => {
    await worker?.stop(2_000);
    worker = null;
  });

  function startFake(extra: Record<string, string> = {}) {
    const log = path.join(mkdtempSync(path.join(tmpdir(), "suite-worker-")), "log");
    worker = startWorkerProcess({
      entry: FAKE,
      env: { ...process.env, FAKE_WORKER_LOG: log, ...extra },
      restartDelayMs: 50,
    });
    return log;
  }

  it("is woken for a queue, and a worker that dies is started again", async () => {
    const log = startFake();
    await worker!.ready;
    worker!.wake("send-email");
    await waitFor(async () => logLines(log).some((line) => line.startsWith("wake:send-email")), 5_000);
    const first = worker!.pid();
    process.kill(first!, "SIGKILL");
    await waitFor(async () => logLines(log).filter((line) => line.startsWith("started")).length === 2, 5_000);
    await waitFor(async () => worker!.pid() !== null && worker!.pid() !== first, 5_000);
  });

  it("stops on request and is not started again", async () => {
    const log = startFake();
    await worker!.ready;
    const pid = worker!.pid();
    await worker!.stop(2_000);
    expect(logLines(log)).toEqual([`started ${pid}`, `sigterm ${pid}`]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logLines(log).filter((line) => line.startsWith("started"))).toHaveLength(1);
    expect(worker!.pid()).toBeNull();
  });

  it("kills a worker that does not stop within the grace", async () => {
    startFake({ FAKE_WORKER_IGNORE_TERM: "1" });
    await worker!.ready;
    const started = Date.now();
    await worker!.stop(300);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(worker!.pid()).toBeNull();
  });
});

describe("worker.ts as the node's worker process", () => {
  afterAll(() => stopJobs(2_000));

  it("runs the jobs this process queues (serving none itself), then stops cleanly", async () => {
    const databaseUrl = process.env.DATABASE_URL!;
    const user = await seedUser(getDb(), { passwordHash: "unused" });
    const worker = startWorkerProcess({
      entry: path.join(ROOT, "worker.ts"),
      execArgv: TSX,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        JOB_WORKERS: "inline",
        LOG_LEVEL: "warn",
        SMTP_URL: "",
      },
    });
    try {
      await startTestJobs({ serve: false, wake: worker.wake });
      await worker.ready;
      // An e-mail queued here is delivered there (no SMTP: logged, and its row says so).
      await sendMail({ to: user.email, subject: "From the web process", text: "Hi", html: "<p>Hi</p>" });
      await waitFor(async () => {
        const row = await getDb().outboxEmail.findFirst({ where: { to: user.email } });
        return row?.status === "logged";
      }, 20_000);
    } finally {
      await worker.stop(10_000);
    }
    expect(worker.pid()).toBeNull();
  }, 60_000);
});
