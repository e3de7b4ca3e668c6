import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Locator, Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { seedMembers } from "../../prisma/seed/members";
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, openMenuItem, signInAs, test } from "./fixtures";

// Workspace webhooks (issue 39, docs/platform/api.md "Webhooks"): the owner subscribes a local
// receiver to task.created in Settings → Webhooks, copies the signing secret shown once, sends a test
// ping from the webhook's page (the receiver gets a request signed with that secret; the log shows it
// sent with the receiver's status and answer), then a task made through the API reaches the receiver
// and the log. The pages in Spanish, checked with axe; a member below admin is told who manages them.

/** One request the receiver got: its headers (single values), its body, and the body's `type`. */
interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  type: string | null;
}

/** A webhook receiver on 127.0.0.1 (a random port) that records every request and answers 200 "thanks". */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let type: string | null = null;
      try {
        type = (JSON.parse(body) as { type?: string }).type ?? null;
      } catch {
        type = null;
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(", ") : (value ?? ""),
        ]),
      );
      received.push({ path: request.url ?? "", headers, body, type });
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("thanks");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    of: (type: string) => received.filter((request) => request.type === type),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The log's row of the newest delivery of `type`. */
const deliveryRow = (page: Page, type: string) =>
  page.locator(`[data-testid="webhook-delivery"][data-event-type="${type}"]`).first();

/** Waits until `row` shows in the log as sent, reading the log again (Refresh) until it does. */
async function sentInLog(page: Page, row: Locator) {
  await expect(async () => {
    const status = await row.getAttribute("data-status", { timeout: 500 }).catch(() => null);
    if (status !== "sent") await page.getByTestId("webhook-log-refresh").click();
    await expect(row).toHaveAttribute("data-status", "sent", { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test("subscribe a receiver, see the secret once, ping it, and see a new task delivered", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(90_000);
  const project = await seedProject(db, member.workspace.id, { name: "Launch", createdById: member.id });
  const board = await seedProjectModule(db, project.id, { name: "Roadmap" });
  const receiver = await startReceiver();
  try {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInAs(page, member);
    await expect(page).toHaveURL(/\/projects/);

    await openMenuItem(page.getByTestId("profile-menu"), page.getByTestId("webhooks-link"));
    await page.getByTestId("webhooks-link").click();
    await expect(page).toHaveURL(/\/settings\/webhooks$/);
    await expect(page.getByRole("heading", { name: "Webhooks" })).toBeVisible();
    await expect(page.getByTestId("webhooks-empty")).toContainText("No webhooks yet");

    const dialog = page.getByRole("dialog", { name: "New webhook" });
    await openMenuItem(page.getByTestId("webhook-new"), dialog);
    // Nothing chosen: the form says what is missing, in the API's words.
    await dialog.getByTestId("webhook-create").click();
    await expect(dialog.getByText("Webhook URL is required")).toBeVisible();
    await expect(dialog.getByText("Choose at least one event")).toBeVisible();

    await dialog.getByTestId("webhook-url").fill(receiver.url);
    await dialog.getByTestId("webhook-description").fill("Roadmap sync");
    await dialog.getByTestId("webhook-event-search").fill("task created");
    await dialog.getByRole("checkbox", { name: "Task created", exact: true }).check();
    await expect(dialog.getByText("1 event chosen")).toBeVisible();
    await expectAccessible(page, { name: "webhooks: new webhook dialog" });
    await dialog.getByTestId("webhook-create").click();

    const created = page.getByRole("dialog", { name: "Your webhook's signing secret" });
    await expect(created.getByText("It is shown only this once")).toBeVisible();
    await expect(created.locator("code", { hasText: "webhook-signature" })).toBeVisible();
    const secret = (await created.getByTestId("webhook-secret-value").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    await created.getByTestId("webhook-secret-copy").click();
    await expect(created.getByTestId("webhook-secret-copy")).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await created.getByTestId("webhook-secret-done").click();
    await expect(created).toBeHidden();
    // The secret is not on the page any more.
    await expect(page.getByText(secret)).toHaveCount(0);

    const row = page.getByTestId("webhook-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(receiver.url);
    await expect(row).toContainText("Roadmap sync");
    await expect(row).toContainText("1 event");
    await expect(row).toContainText("Task created");
    await expect(row.getByTestId("webhook-status")).toHaveText("Active");
    await row.getByTestId("webhook-link").click();
    await expect(page).toHaveURL(/\/settings\/webhooks\/[0-9a-f]{24}$/);
    await expect(page.getByTestId("webhook-title")).toHaveText(receiver.url);
    await expect(page.getByTestId("webhook-log-empty")).toBeVisible();

    // The test ping: signed with the secret shown once, answered by the receiver, logged as sent.
    await page.getByTestId("webhook-ping").click();
    // Attempted before the answer (queued only when the job system was quicker to it).
    await expect(
      page.getByText(
        /^(Ping delivered: the receiver answered HTTP 200\.|The ping is queued: it is sent in a moment\.)$/,
      ),
    ).toBeVisible();
    await expect.poll(() => receiver.of("webhook.ping").length, { timeout: 15_000 }).toBe(1);
    const ping = receiver.of("webhook.ping")[0]!;
    expect(ping.path).toBe("/hook");
    expect(ping.headers["webhook-signature"]).toMatch(/^v1,/);
    expect(() => new Webhook(secret).verify(ping.body, ping.headers)).not.toThrow();

    const pinged = deliveryRow(page, "webhook.ping");
    await sentInLog(page, pinged);
    await expect(pinged).toContainText("Test ping");
    await expect(pinged).toContainText("Sent");
    await expect(pinged).toContainText("1 attempt");
    await pinged.getByTestId("webhook-delivery-toggle").click();
    const details = page.getByTestId("webhook-delivery-details");
    await expect(details.getByTestId("webhook-delivery-event-id")).toHaveText(ping.headers["webhook-id"]!);
    await expect(details.getByTestId("webhook-delivery-body")).toContainText('"type": "webhook.ping"');
    const attempt = details.getByTestId("webhook-attempt");
    await expect(attempt).toHaveCount(1);
    await expect(attempt).toContainText("HTTP 200");
    await expect(attempt).toContainText("Delivered");
    await expect(attempt.getByTestId("webhook-attempt-response")).toHaveText("thanks");
    await expectAccessible(page, { name: "webhook: delivery log with an opened delivery" });

    // A task made through the API: its task.created event reaches the receiver, then the log.
    const task = await page.request.post(`/api/v1/task-management/${board.id}/tasks`, {
      data: { title: "Hooked on webhooks" },
    });
    expect(task.status(), await task.text()).toBe(201);
    await expect
      .poll(() => receiver.of("task.created").length, { timeout: 15_000, message: "task.created delivered" })
      .toBe(1);
    const delivered = receiver.of("task.created")[0]!;
    expect(delivered.body).toContain("Hooked on webhooks");
    expect(() => new Webhook(secret).verify(delivered.body, delivered.headers)).not.toThrow();

    const taskRow = deliveryRow(page, "task.created");
    await sentInLog(page, taskRow);
    await expect(taskRow).toContainText("Task created");
    // Newest first: the task's delivery above the ping's.
    await expect(page.getByTestId("webhook-delivery").first()).toHaveAttribute(
      "data-event-type",
      "task.created",
    );
    // The filter: only failed deliveries (none).
    await page.getByTestId("webhook-log-filter").getByText("Failed").click();
    await expect(page.getByTestId("webhook-log-empty")).toHaveText("No delivery has this status.");
  } finally {
    await receiver.close();
  }
});

test("the webhook pages in Spanish, with axe; a member below admin is told who manages them", async ({
  page,
  db,
  member,
}) => {
  const receiver = await startReceiver();
  try {
    await signInAs(page, member, "/settings/webhooks");
    await expect(page.getByTestId("webhooks-empty")).toBeVisible();
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: new URL(page.url()).origin }]);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Webhooks", level: 2 })).toBeVisible();
    await expect(page.getByText("Los webhooks envían los eventos de Mia's Team")).toBeVisible();
    await expect(page.getByTestId("webhooks-empty")).toContainText("Aún no hay webhooks");
    await expectAccessible(page, { name: "webhooks (es): empty list" });

    const made = await page.request.post("/api/v1/webhooks", {
      data: {
        url: receiver.url,
        description: "Sincronización",
        eventTypes: ["task.created", "member.joined"],
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { webhook } = (await made.json()) as { webhook: { id: string } };
    await page.reload();
    const row = page.getByTestId("webhook-row");
    await expect(row).toContainText("2 eventos");
    await expect(row).toContainText("Tarea creada");
    await expect(row.getByTestId("webhook-status")).toHaveText("Activo");
    await expect(page.getByRole("button", { name: "Nuevo webhook" })).toBeVisible();
    await expectAccessible(page, { name: "webhooks (es): list" });

    await row.getByTestId("webhook-link").click();
    await expect(page).toHaveURL(new RegExp(`/settings/webhooks/${webhook.id}$`));
    await expect(page.getByRole("tab", { name: "Entregas" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Registro de entregas" })).toBeVisible();
    await expect(page.getByTestId("webhook-log-empty")).toHaveText(
      "Aún no hay entregas. Envía un ping de prueba para ver una aquí.",
    );
    await expect(page.getByRole("button", { name: "Enviar ping de prueba" })).toBeVisible();
    await expectAccessible(page, { name: "webhook (es): detail" });
    await page.getByRole("tab", { name: "Ajustes" }).click();
    await expect(page.getByRole("group", { name: "Gestión de tareas" })).toBeVisible();
    await expectAccessible(page, { name: "webhook (es): settings form" });

    // Turned off by hand: the status says so and the ping waits.
    // The switch follows the saved state: it turns off once the server said so.
    await page.getByRole("switch", { name: "Enviar eventos" }).click({ force: true });
    await expect(page.getByRole("switch", { name: "Enviar eventos" })).not.toBeChecked();
    await expect(page.getByText("El webhook está desactivado: no se le envía nada.")).toBeVisible();
    await expect(page.getByTestId("webhook-status")).toHaveText("Desactivado");
    await expect(page.getByTestId("webhook-ping")).toBeDisabled();

    // A member below admin: the page explains instead of listing.
    const [colleague] = await seedMembers(db, member.workspace.id, 1, { role: "member" });
    if (!colleague) throw new Error("no member seeded");
    await page.context().clearCookies();
    await signInAs(page, colleague, "/settings/webhooks");
    await expect(page.getByTestId("webhooks-forbidden")).toContainText(
      "Only the owners and administrators of Mia's Team manage its webhooks.",
    );
    await expect(page.getByTestId("webhooks-table")).toHaveCount(0);
    await page.goto(`/settings/webhooks/${webhook.id}`);
    await expect(page.getByTestId("webhooks-forbidden")).toBeVisible();
  } finally {
    await receiver.close();
  }
});
