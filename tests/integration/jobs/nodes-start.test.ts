// Several nodes start at once (a deployment's first start, `systemctl start suite@3001 suite@3002`):
// each sets up the same queues in a jobs schema that has none yet.
import PgBoss from "pg-boss";
import { JOBS_SCHEMA, prepareQueues } from "@/lib/server/jobs/boss";
import { jobDefinitions } from "@/lib/server/jobs/registry";

describe("nodes that start together", () => {
  it("both set up the queues and schedules of a database that has none", async () => {
    const databaseUrl = process.env.DATABASE_URL ?? "";
    const nodes = [1, 2].map(
      () =>
        new PgBoss({
          connectionString: databaseUrl,
          schema: JOBS_SCHEMA,
          max: 3,
          supervise: false,
          schedule: false,
        }),
    );
    try {
      await Promise.all(nodes.map((boss) => boss.start()));
      // Without one node at a time, pg-boss's create_queue of the same queues deadlocked and a node
      // exited at start.
      await Promise.all(nodes.map((boss) => prepareQueues(boss, { databaseUrl })));
      const queues = await nodes[0]!.getQueues();
      expect(queues.map((queue) => queue.name).sort()).toEqual(jobDefinitions.map((job) => job.name).sort());
      const schedules = await nodes[1]!.getSchedules();
      expect(schedules.map((schedule) => schedule.name).sort()).toEqual(
        jobDefinitions
          .filter((job) => job.schedule)
          .map((job) => job.name)
          .sort(),
      );
    } finally {
      await Promise.all(nodes.map((boss) => boss.stop({ graceful: false, wait: true })));
    }
  });
});
