import { getDb } from "@/lib/server/db";
import { mailLink } from "@/lib/server/mail/sealed-link";
import { newId } from "@/lib/server/ids";
import { getBoss, JOBS_SCHEMA, stopJobs } from "@/lib/server/jobs/boss";
import { campaignSchedulerJob } from "@/modules/notification/server/jobs/campaign-send";
import { calendarRemindersJob } from "@/modules/ai-calendar/server/jobs/reminders";
import { drivePurgeJob } from "@/modules/file-management/server/jobs/purge";
import { meetingRemindersJob } from "@/modules/meeting-room/server/jobs/reminders";
import { chatTrashPurgeJob } from "@/modules/online-chat/server/jobs/purge-trash";
import { databaseSweepJob } from "@/modules/database-generator/server/jobs/sweep";
import { dueRemindersJob } from "@/modules/task-management/server/jobs/due-reminders";
import { taskRecurrenceJob } from "@/modules/task-management/server/jobs/recurrence";
import { formAnnouncementsJob } from "@/modules/form-builder/server/jobs/form-announcements";
import { formStatsFoldJob } from "@/modules/form-builder/server/jobs/form-stats-fold";
import { formUploadsPurgeJob } from "@/modules/form-builder/server/jobs/purge-form-uploads";
import { goalRemindersJob } from "@/lib/server/jobs/goal-reminders";
import { notificationDigestJob } from "@/lib/server/jobs/notification-digest";
import { purgeAuditLogJob } from "@/lib/server/jobs/purge-audit-log";
import { purgeWorkspaceExportsJob } from "@/lib/server/jobs/workspace-export";
import { purgeDomainEventsJob } from "@/lib/server/jobs/purge-domain-events";
import { purgeExpiredAuthJob } from "@/lib/server/jobs/purge-expired-auth";
import { purgeNotificationsJob } from "@/lib/server/jobs/purge-notifications";
import { purgeOrphanedUploadsJob } from "@/lib/server/jobs/purge-orphaned-uploads";
import { jobDefinitions } from "@/lib/server/jobs/registry";
import { sendEmailJob } from "@/lib/server/jobs/send-email";
import { webhookSweepJob } from "@/lib/server/jobs/stored-webhook-job";
import { automationTimersJob } from "@/modules/workflow-automation/server/jobs/automation-jobs";
import { sendMail } from "@/lib/server/mail/send-mail";
import { seedUser } from "@/prisma/seed/users";
import { queuedPayloads, startTestJobs, stopTestJobs, waitFor } from "./helpers";

// No SMTP_URL in this file: e-mails are logged ('logged').
const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const mail = (to: string) => ({
  to,
  subject: "Hello",
  text: "Hi",
  html: "<p>Hi</p>",
  link: "http://x/a?token=t",
});

let userId: string;
const rows = {
  expiredSession: newId(),
  liveSession: newId(),
  used: newId(),
  expired: newId(),
  live: newId(),
};

beforeAll(async () => {
  delete process.env.SMTP_URL;
  userId = (await seedUser(getDb(), { passwordHash: "unused" })).id;
  await getDb().session.createMany({
    data: [
      { id: rows.expiredSession, userId, expiresAt: ago(HOUR) },
      { id: rows.liveSession, userId, expiresAt: ago(-HOUR) },
    ],
  });
  await getDb().passwordResetToken.createMany({
    data: [
      { id: rows.used, userId, tokenHash: `used-${newId()}`, expiresAt: ago(-HOUR), usedAt: ago(60_000) },
      { id: rows.expired, userId, tokenHash: `expired-${newId()}`, expiresAt: ago(1000) },
      { id: rows.live, userId, tokenHash: `live-${newId()}`, expiresAt: ago(-HOUR) },
    ],
  });
  await startTestJobs();
});
afterAll(() => stopTestJobs());

describe("the job system", () => {
  it("starts on the app's database: its own schema, one queue per job, the schedules", async () => {
    const boss = getBoss();
    expect(boss).not.toBeNull();
    const [schema] = await getDb().$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM information_schema.schemata WHERE schema_name = $1`,
      JOBS_SCHEMA,
    );
    expect(schema?.n).toBe(1);
    const queues = await boss!.getQueues();
    for (const job of jobDefinitions)
      expect(queues.find((queue) => queue.name === job.name)).toMatchObject({
        policy: job.policy,
        retryLimit: job.retry.limit,
        retryDelay: 1, // the test's override
        retryBackoff: job.retry.backoff,
      });
    const schedules = await boss!.getSchedules();
    expect(
      schedules.map(({ name, cron }) => ({ name, cron })).sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: automationTimersJob.name, cron: automationTimersJob.schedule },
      { name: calendarRemindersJob.name, cron: calendarRemindersJob.schedule },
      { name: campaignSchedulerJob.name, cron: campaignSchedulerJob.schedule },
      { name: chatTrashPurgeJob.name, cron: chatTrashPurgeJob.schedule },
      { name: databaseSweepJob.name, cron: databaseSweepJob.schedule },
      { name: dueRemindersJob.name, cron: dueRemindersJob.schedule },
      { name: drivePurgeJob.name, cron: drivePurgeJob.schedule },
      { name: formAnnouncementsJob.name, cron: formAnnouncementsJob.schedule },
      { name: formStatsFoldJob.name, cron: formStatsFoldJob.schedule },
      { name: formUploadsPurgeJob.name, cron: formUploadsPurgeJob.schedule },
      { name: goalRemindersJob.name, cron: goalRemindersJob.schedule },
      { name: meetingRemindersJob.name, cron: meetingRemindersJob.schedule },
      { name: notificationDigestJob.name, cron: notificationDigestJob.schedule },
      { name: purgeAuditLogJob.name, cron: purgeAuditLogJob.schedule },
      { name: purgeDomainEventsJob.name, cron: purgeDomainEventsJob.schedule },
      { name: purgeExpiredAuthJob.name, cron: purgeExpiredAuthJob.schedule },
      { name: purgeNotificationsJob.name, cron: purgeNotificationsJob.schedule },
      { name: purgeOrphanedUploadsJob.name, cron: purgeOrphanedUploadsJob.schedule },
      { name: purgeWorkspaceExportsJob.name, cron: purgeWorkspaceExportsJob.schedule },
      { name: taskRecurrenceJob.name, cron: taskRecurrenceJob.schedule },
      { name: webhookSweepJob.name, cron: webhookSweepJob.schedule },
    ]);
  });

  it("purges expired sessions and spent or expired reset tokens on start, keeping live ones", async () => {
    // The purge is queued when the boss starts; the test observes its effect.
    await waitFor(async () => (await getDb().session.count({ where: { id: rows.expiredSession } })) === 0);
    await waitFor(
      async () =>
        (await getDb().passwordResetToken.count({ where: { id: { in: [rows.used, rows.expired] } } })) === 0,
    );
    expect(await getDb().session.findUnique({ where: { id: rows.liveSession } })).not.toBeNull();
    expect(await getDb().passwordResetToken.findUnique({ where: { id: rows.live } })).not.toBeNull();
  });

  it("sends e-mails through the send-email job, whose payload is the outbox id only: 'logged' without SMTP", async () => {
    await sendMail(mail("queued@example.com"));
    const row = await getDb().outboxEmail.findFirstOrThrow({ where: { to: "queued@example.com" } });
    const logged = await waitFor(() =>
      getDb().outboxEmail.findFirst({ where: { id: row.id, status: "logged" } }),
    );
    expect(logged).toMatchObject({ attempts: 1, lastError: null, sentAt: null });
    // A logged row keeps its link, encrypted: the server (and tests) read it with mailLink().
    expect(logged.link).not.toContain("token=");
    expect(mailLink(logged)).toBe("http://x/a?token=t");
    expect(await queuedPayloads(sendEmailJob.name)).toEqual([{ outboxId: row.id }]);
  });

  it("stops cleanly, after which e-mails are delivered inline", async () => {
    await stopJobs();
    expect(getBoss()).toBeNull();
    await sendMail(mail("inline@example.com"));
    expect(await getDb().outboxEmail.findFirstOrThrow({ where: { to: "inline@example.com" } })).toMatchObject(
      {
        status: "logged",
        attempts: 1,
      },
    );
    expect(await queuedPayloads(sendEmailJob.name)).toHaveLength(1);
  });
});
