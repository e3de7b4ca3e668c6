// The time tracker's timer tab and the content hub's list come with their content in the page's
// first response (issue 42): the server's HTML holds it, and the browser hydrates it without a
// mismatch (React reports one as "Hydration failed" or error #418) — the time tracker's too when the
// browser's zone is not the person's saved one.
import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expect, socketConnected, test, signInAs } from "./fixtures";
import { trackRecentCall } from "./time-entries";

// The browser says UTC; the person's setting says Tokyo (UTC+9).
test.use({ timezoneId: "UTC" });

test("the time tracker's week and the content hub's list show from the first response and hydrate as they are", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(90_000);
  const project = await seedProject(db, member.workspace.id, { name: "Client work", createdById: member.id });
  const tracker = await seedProjectModule(db, project.id, { tag: "TimeTracker", name: "Hours" });
  const hub = await seedProjectModule(db, project.id, { tag: "ContentHub", name: "Site content" });
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/projects/);

  // Ended ten minutes ago; shown in Tokyo's time (9 hours ahead of the browser's).
  const start = await trackRecentCall(page, tracker.id);
  const tokyo = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tokyo", ...options }).format(start);
  const tokyoDay = tokyo({ year: "numeric", month: "2-digit", day: "2-digit" });
  const tokyoTime = tokyo({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const post = await page.request.post(`/api/v1/content-hub/${hub.id}/blogs`, {
    data: { title: "Launch notes" },
  });
  expect(post.status(), await post.text()).toBe(201);
  await db.user.update({ where: { id: member.id }, data: { timeZone: "Asia/Tokyo" } });

  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  const pages: [path: string, inHtml: string[]][] = [
    [
      `/time-tracker/${tracker.id}`,
      ['value="Call with the client"', `value="${tokyoTime}"`, `data-day="${tokyoDay}"`, "01:30:00"],
    ],
    [`/content-hub/${hub.id}`, ["Launch notes", 'data-testid="content-row"']],
  ];
  for (const [path, inHtml] of pages) {
    const html = await (await page.request.get(path)).text();
    for (const text of inHtml) expect(html, `${path} holds ${text}`).toContain(text);
    expect(html, `${path} has no skeleton`).not.toContain('aria-label="Loading entries"');
    await page.goto(path);
    await socketConnected(page);
  }
  // Hydrated: the entry shows in Tokyo time, and the list's row links to its editor.
  await page.goto(`/time-tracker/${tracker.id}`);
  await expect(page.getByTestId("time-entry").first().getByTestId("entry-start")).toHaveValue(tokyoTime);
  expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
});
