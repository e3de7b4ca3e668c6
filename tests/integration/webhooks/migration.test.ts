// The migration `one_webhook_service` moves the three webhook implementations' rows into
// WebhookSubscription and WebhookDelivery: a database migrated up to the migration before it gets
// rows in ContentWebhook, ContentWebhookDelivery, Form's webhook columns, FormWebhookDelivery and
// webhook NotificationChannels, then the migration runs, and the moved rows keep their data.
import { withMigrationDatabase } from "../helpers/migration-database";

const MIGRATION = "one_webhook_service";
const db = withMigrationDatabase();

const id = (n: number) => n.toString(16).padStart(24, "0");
const [user, workspace, definition, hubModule, formModule, notifyModule] = [1, 2, 3, 4, 5, 6].map(id);
const [webhook, sentDelivery, queuedDelivery, form, plainForm, formDelivery] = [7, 8, 9, 10, 11, 12].map(id);
const [channel, mailChannel, content] = [13, 14, 15].map(id);

it("moves every kind's webhooks and deliveries into the one webhook service's tables", async () => {
  await db.migrateTo(MIGRATION);

  await db.client.query(`
    INSERT INTO "User" ("id", "email", "name", "updatedAt") VALUES ('${user}', 'a@example.com', 'A', now());
    INSERT INTO "Workspace" ("id", "name", "ownerId", "updatedAt") VALUES ('${workspace}', 'W', '${user}', now());
    INSERT INTO "ModuleDefinition" ("id", "tag", "title", "description", "category", "gradientFrom", "gradientTo",
                                    "coverImage", "updatedAt")
         VALUES ('${definition}', 'ContentHub', 't', 'd', 'c', 'a', 'b', 'x', now());
    INSERT INTO "WorkspaceModule" ("id", "workspaceId", "moduleId", "tag", "i", "updatedAt") VALUES
      ('${hubModule}', '${workspace}', '${definition}', 'ContentHub', 'a', now()),
      ('${formModule}', '${workspace}', '${definition}', 'FormBuilder', 'b', now()),
      ('${notifyModule}', '${workspace}', '${definition}', 'Notification', 'c', now());
    INSERT INTO "ContentWebhook" ("id", "workspaceId", "moduleId", "workspaceModuleId", "url", "secretVersion",
                                  "updatedAt")
         VALUES ('${webhook}', '${workspace}', '${hubModule}', '${hubModule}', 'https://hub.example/hook', 2, now());
    INSERT INTO "ContentWebhookDelivery" ("id", "webhookId", "moduleId", "contentId", "event", "body", "status",
                                          "attempts", "deliveredAt") VALUES
      ('${sentDelivery}', '${webhook}', '${hubModule}', '${content}', 'published',
       '{"id":"${sentDelivery}","event":"published","contentType":"product","occurredAt":"2026-11-01T00:00:00.000Z"}',
       'sent', '[{"at":"2026-11-01T00:00:01.000Z","status":200,"error":null}]', now()),
      ('${queuedDelivery}', '${webhook}', '${hubModule}', '${content}', 'updated',
       '{"id":"${queuedDelivery}","event":"updated","contentType":"blog","occurredAt":"2026-11-02T00:00:00.000Z"}',
       'queued', '[{"at":"2026-11-02T00:00:01.000Z","status":500,"error":"HTTP 500"}]', NULL);
    INSERT INTO "Form" ("id", "workspaceId", "moduleId", "workspaceModuleId", "title", "slug", "webhookUrl",
                        "webhookEnabled", "webhookSecretVersion", "createdById", "updatedAt") VALUES
      ('${form}', '${workspace}', '${formModule}', '${formModule}', 'F', 'f1', 'https://form.example/hook', false, 3,
       '${user}', now()),
      ('${plainForm}', '${workspace}', '${formModule}', '${formModule}', 'G', 'g1', NULL, true, 1, NULL, now());
    INSERT INTO "FormWebhookDelivery" ("id", "formId", "moduleId", "responseId", "body", "status") VALUES
      ('${formDelivery}', '${form}', '${formModule}', '${id(16)}',
       '{"id":"${formDelivery}","event":"response.created","responseId":"${id(16)}","occurredAt":"2026-11-03T00:00:00.000Z"}',
       'queued');
    INSERT INTO "NotificationChannel" ("id", "workspaceId", "moduleId", "workspaceModuleId", "name", "kind", "settings",
                                       "secretVersion", "lastError", "createdById", "updatedAt") VALUES
      ('${channel}', '${workspace}', '${notifyModule}', '${notifyModule}', 'Hook', 'webhook',
       '{"url":"https://notify.example/hook"}', 4, 'HTTP 500', '${user}', now()),
      ('${mailChannel}', '${workspace}', '${notifyModule}', '${notifyModule}', 'Mail', 'email', '{}', 1, NULL, NULL,
       now());
  `);

  await db.client.query("BEGIN");
  await db.migrate(MIGRATION);
  await db.client.query("COMMIT");

  const subscriptions = await db.client.query<Record<string, unknown>>(
    `SELECT "id", "kind", "sourceId", "formId", "channelId", "moduleId", "url", "enabled", "eventTypes", "filter",
            "secretPurpose", "secretVersion", "createdById", "lastError"
       FROM "WebhookSubscription" ORDER BY "kind"`,
  );
  expect(subscriptions.rows).toEqual([
    expect.objectContaining({
      id: webhook,
      kind: "ContentHub",
      sourceId: hubModule,
      moduleId: hubModule,
      url: "https://hub.example/hook",
      enabled: true,
      filter: null,
      secretPurpose: "content-hub-webhook",
      secretVersion: 2,
      eventTypes: expect.arrayContaining(["content.post.updated", "content.product.published"]),
    }),
    expect.objectContaining({
      kind: "FormBuilder",
      sourceId: form,
      formId: form,
      moduleId: formModule,
      url: "https://form.example/hook",
      enabled: false,
      eventTypes: ["form.response.created"],
      filter: { formId: form },
      secretPurpose: "form-builder-webhook",
      secretVersion: 3,
      createdById: user,
    }),
    expect.objectContaining({
      kind: "Notification",
      sourceId: channel,
      channelId: channel,
      url: "https://notify.example/hook",
      enabled: true,
      eventTypes: ["campaign.message"],
      filter: { channelId: channel },
      secretPurpose: "notification-webhook",
      secretVersion: 4,
      lastError: "HTTP 500",
    }),
  ]);
  for (const row of subscriptions.rows) expect(row.id).toMatch(/^[0-9a-f]{24}$/);

  const deliveries = await db.client.query<Record<string, unknown>>(
    `SELECT d."id", s."kind", d."eventId", d."eventType", d."payload", d."status", d."attemptCount",
            d."attemptsLeft", d."nextAttemptAt" IS NOT NULL AS "due", d."attempts", d."deliveredAt" IS NOT NULL AS "delivered"
       FROM "WebhookDelivery" d JOIN "WebhookSubscription" s ON s."id" = d."subscriptionId" ORDER BY d."id"`,
  );
  expect(deliveries.rows.map((row) => ({ ...row, payload: JSON.parse(String(row.payload)) }))).toEqual([
    {
      id: sentDelivery,
      kind: "ContentHub",
      eventId: sentDelivery,
      eventType: "content.product.published",
      payload: {
        type: "content.product.published",
        timestamp: "2026-11-01T00:00:00.000Z",
        data: {
          id: sentDelivery,
          event: "published",
          contentType: "product",
          occurredAt: "2026-11-01T00:00:00.000Z",
        },
      },
      status: "sent",
      attemptCount: 1,
      attemptsLeft: 0,
      due: false,
      attempts: [{ at: "2026-11-01T00:00:01.000Z", status: 200, error: null }],
      delivered: true,
    },
    expect.objectContaining({
      id: queuedDelivery,
      eventType: "content.post.updated",
      status: "queued",
      attemptCount: 1,
      attemptsLeft: 7,
      due: true,
      attempts: [{ at: "2026-11-02T00:00:01.000Z", status: 500, error: "HTTP 500" }],
    }),
    expect.objectContaining({
      id: formDelivery,
      kind: "FormBuilder",
      eventId: formDelivery,
      eventType: "form.response.created",
      status: "queued",
      attemptCount: 0,
      attemptsLeft: 8,
      due: true,
    }),
  ]);

  // The old tables and columns are gone.
  const left = await db.client.query(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public'
        AND (table_name IN ('ContentWebhook', 'ContentWebhookDelivery', 'FormWebhookDelivery')
             OR (table_name = 'Form' AND column_name LIKE 'webhook%'))`,
  );
  expect(left.rows).toEqual([]);
});
