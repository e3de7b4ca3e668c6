// Goals, reporting and the inbox come with their content in the page's first response (issue 42):
// the server's HTML holds it in place (no skeleton waiting for the browser to read it, none streamed
// before it), and the browser hydrates it without a mismatch (React reports one as "Hydration
// failed" or error #418). A click on a link keeps the page, with a bar along the top, until the next
// one has come.
import { newId } from "../../lib/server/ids";
import { expect, test, signInAs } from "./fixtures";

test("goals, reporting and the inbox show their content from the first response and hydrate it as it is", async ({
  page,
  db,
  member,
}) => {
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);

  const created = await page.request.post("/api/v1/goals", { data: { title: "Grow the newsletter" } });
  expect(created.status(), await created.text()).toBe(201);
  const goal = (await created.json()) as { id: string };
  const checkIn = await page.request.post(`/api/v1/goals/${goal.id}/progress`, {
    data: { value: 40, note: "Spring issue sent" },
  });
  expect(checkIn.ok(), await checkIn.text()).toBe(true);
  const report = await page.request.post("/api/v1/reports", {
    data: { title: "Platform quarterly", period: { from: "2026-01-01", to: "2026-03-31" } },
  });
  expect(report.status(), await report.text()).toBe(201);
  const reportId = ((await report.json()) as { id: string }).id;
  // A saved time zone: the server reads the reports' figures in it.
  await db.user.update({ where: { id: member.id }, data: { timeZone: "Europe/Madrid" } });
  await db.notification.create({
    data: {
      id: newId(),
      workspaceId: member.workspace.id,
      userId: member.id,
      kind: "task.dueSoon",
      params: { taskKey: "WP-7", taskTitle: "Ship the site" },
      link: "/projects",
    },
  });

  const errors: string[] = [];
  let current = "";
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${current}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${current}: ${error.message}`));

  const pages: [path: string, inHtml: string[], notInHtml: string[]][] = [
    ["/goals/dashboard?active=my-goals", ["Grow the newsletter", 'data-testid="goal-card"'], []],
    [`/goals/${goal.id}`, ["Grow the newsletter", "Spring issue sent"], []],
    ["/reporting/dashboard", ["Platform quarterly"], []],
    [
      "/reporting/my-organization",
      ['data-testid="report-widget-cycle-time"', 'data-testid="report-period-text"'],
      ['data-testid="report-widget-cycle-time-loading"'],
    ],
    [`/reporting/${reportId}`, ["Platform quarterly", 'data-testid="report-widget-throughput"'], []],
    ["/notifications", ["WP-7 Ship the site is due within 24 hours"], []],
  ];
  for (const [path, inHtml, notInHtml] of pages) {
    const html = await (await page.request.get(path)).text();
    for (const text of inHtml) expect(html, `${path} holds ${text}`).toContain(text);
    // In the page's place in the document, not streamed after a skeleton into a hidden <div> that a
    // script moves in later (React reveals those at least 300 ms after the skeleton's paint).
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main, `${path} renders its content inside <main>`).toContain(inHtml[0]);
    for (const text of notInHtml) expect(html, `${path} lacks ${text}`).not.toContain(text);
    current = path;
    await page.goto(path);
    await expect(page.locator('[data-ready="true"]').first()).toBeAttached();
  }
  expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
});

test("a click on a link keeps the page, with the progress bar, until the next page has come", async ({
  page,
  member,
}) => {
  await signInAs(page, member, "/goals/dashboard?active=my-goals");
  await expect(page.getByTestId("navigation-progress")).toHaveCount(0);
  // The next page's server render, held for a moment (a slow server, a long way away).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/notifications",
    async (route) => {
      if (route.request().headers()["rsc"] === "1") await held;
      await route.continue();
    },
  );
  await page.getByTestId("notification-bell").click();
  await page.getByRole("link", { name: "View all notifications" }).click();
  await expect(page.getByTestId("navigation-progress")).toBeVisible();
  await expect(page).toHaveURL(/\/goals\/dashboard/);
  await expect(page.getByTestId("navigation-progress")).toHaveAttribute("role", "progressbar");
  release();
  await expect(page).toHaveURL(/\/notifications/);
  await expect(page.getByTestId("navigation-progress")).toHaveCount(0);
  // Back to the first page: no bar (the navigation it belonged to is over).
  await page.goBack();
  await expect(page).toHaveURL(/\/goals\/dashboard/);
  await expect(page.getByTestId("navigation-progress")).toHaveCount(0);
});
