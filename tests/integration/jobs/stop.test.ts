import { z } from "zod";
import { getDb } from "@/lib/server/db";
import { getBoss, stopJobs } from "@/lib/server/jobs/boss";
import { defineJob } from "@/lib/server/jobs/job";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { startTestJobs, stopTestJobs, waitFor } from "./helpers";

// A job that takes a while, to see shutdown wait for it.
const events: string[] = [];
const slowJob = defineJob({
  name: "test-slow",
  policy: "standard",
  retry: { limit: 0, delaySeconds: 1, backoff: false },
  expireInSeconds: 30,
  workers: 1,
  payload: z.object({ n: z.number() }),
  async handler({ n }) {
    events.push(`start ${n}`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    events.push(`end ${n}`);
  },
});

const stateOf = async (id: string) =>
  (
    await getDb().$queryRawUnsafe<{ state: string }[]>(
      `SELECT state::text FROM pgboss.job WHERE name = $1 AND id = $2::uuid`,
      slowJob.name,
      id,
    )
  )[0]?.state;

afterAll(() => stopTestJobs());

describe("stopping the job system", () => {
  it("stops taking jobs and waits for the running one to finish before closing", async () => {
    await startTestJobs({ jobs: [slowJob] });
    const id = await enqueueJob(slowJob, { n: 1 });
    await waitFor(async () => events.includes("start 1"));
    await stopJobs();
    expect(events).toEqual(["start 1", "end 1"]);
    expect(getBoss()).toBeNull();
    expect(await waitFor(async () => (await stateOf(id!)) === "completed", 3000)).toBe(true);
  });
});
