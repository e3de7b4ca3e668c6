// A person on "Automatic" (no saved time zone) sees the time tracker in their browser's zone from the
// page's first response (issue 42): the signed-in shell tells the server the browser's zone (the `tz`
// cookie), the server renders the entries in it, and the browser hydrates them without a mismatch
// (React reports one as "Hydration failed" or error #418). A browser that has moved since re-reads
// in its own zone once it runs.
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expect, socketConnected, test, signInAs } from "./fixtures";
import { trackRecentCall } from "./time-entries";

test.use({ timezoneId: "Asia/Tokyo" });

test("the time tracker renders in the zone the browser told, and a browser that moved shows its own", async ({
  page,
  context,
  db,
  member,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const project = await seedProject(db, member.workspace.id, { name: "Client work", createdById: member.id });
  const tracker = await seedProjectModule(db, project.id, { tag: "TimeTracker", name: "Hours" });
  expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).timeZone).toBeNull();
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "tz")?.value)
    .toBe(encodeURIComponent("Asia/Tokyo"));

  const start = await trackRecentCall(page, tracker.id);
  const clock = (timeZone: string) =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(start);
  const day = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Tokyo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(start);

  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const path = `/time-tracker/${tracker.id}`;

  // Told Tokyo: the server's HTML holds the entry in Tokyo's time and day, as the browser shows it.
  const html = await (await page.request.get(path)).text();
  for (const text of ['value="Call with the client"', `value="${clock("Asia/Tokyo")}"`, `data-day="${day}"`])
    expect(html, `${path} holds ${text}`).toContain(text);
  expect(html).not.toContain('aria-label="Loading entries"');
  await page.goto(path);
  await socketConnected(page);
  await expect(page.getByTestId("time-entry").first().getByTestId("entry-start")).toHaveValue(
    clock("Asia/Tokyo"),
  );

  // The timesheet tab's week too (the layout reads the tab from the request): no skeleton.
  const sheet = await (await page.request.get(`${path}?active=timesheet`)).text();
  expect(sheet).toMatch(/data-testid="timesheet-(row|empty)"/);
  expect(sheet).not.toContain('data-testid="timesheet-loading"');
  await page.goto(`${path}?active=timesheet`);
  await expect(
    page.getByTestId("timesheet-row").or(page.getByTestId("timesheet-empty")).first(),
  ).toBeVisible();

  // The cookie says New York (the browser moved to Tokyo since): the HTML is New York's, the page
  // then shows Tokyo's, without a mismatch, and the shell tells the server Tokyo again.
  await context.addCookies([{ name: "tz", value: encodeURIComponent("America/New_York"), url: baseURL }]);
  const moved = await (await page.request.get(path)).text();
  expect(moved).toContain(`value="${clock("America/New_York")}"`);
  await page.goto(path);
  await expect(page.getByTestId("time-entry").first().getByTestId("entry-start")).toHaveValue(
    clock("Asia/Tokyo"),
  );
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "tz")?.value)
    .toBe(encodeURIComponent("Asia/Tokyo"));

  // A cookie naming no zone is ignored: the browser reads its entries itself.
  await context.addCookies([{ name: "tz", value: "Not%2FA_Zone", url: baseURL }]);
  const unknown = await (await page.request.get(path)).text();
  expect(unknown).toContain('aria-label="Loading entries"');
  expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
});
