import { E2E_AUTH_SECRET } from "../../playwright.config";
import { newId } from "../../lib/server/ids";
import { responseToken } from "../../modules/meeting-room/server/response-link";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { seedMeeting } from "./meeting-helpers";

// Issue 34: an invitation e-mail's answer link (its token an HMAC under a key derived from the
// server's secret: the spec derives it as the server would). Opened without an account, it shows the
// meeting on its own clock and asks; only a button answers. In English and in Spanish; axe.
process.env.AUTH_SECRET = E2E_AUTH_SECRET;

test("an invited guest answers from the e-mail's link without signing in", async ({
  page,
  db,
  member,
  baseURL,
}) => {
  const guest = `guest-${newId()}@partner.example`;
  const { id } = await seedMeeting(db, member, {
    summary: "Quarter planning",
    start: new Date("2027-03-02T12:00:00.000Z"),
    end: new Date("2027-03-02T12:30:00.000Z"),
    reminders: [60],
    attendees: [{ email: guest }],
  });
  const token = responseToken(id, guest);

  await page.goto(`/meeting-invitation/${token}`);
  await expect(page.getByRole("heading", { name: "Quarter planning" })).toBeVisible();
  await expect(page.getByText("Tuesday, March 2, 2027, 13:00–13:30 (Europe/Madrid)")).toBeVisible();
  await expect(page.getByTestId("invitation-response")).toHaveText("Not answered yet");
  await expectAccessible(page, { name: "meeting invitation" });
  // Opening the page answered nothing.
  expect((await db.meetingAttendee.findFirstOrThrow({ where: { meetingId: id } })).response).toBe(
    "needsAction",
  );

  await page.getByRole("button", { name: "Maybe" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Your answer was saved. The host sees it in the meeting's details.",
  );
  await expect(page.getByTestId("invitation-response")).toHaveText("Maybe");
  await expect(page.getByRole("button", { name: "Maybe" })).toHaveAttribute("aria-pressed", "true");
  expect((await db.meetingAttendee.findFirstOrThrow({ where: { meetingId: id } })).response).toBe(
    "tentative",
  );

  // In Spanish; a link changed by one character finds nothing.
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: baseURL! }]);
  await page.reload();
  await expect(page.getByText("martes, 2 de marzo de 2027, 13:00–13:30 (Europe/Madrid)")).toBeVisible();
  await page.getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByTestId("invitation-response")).toHaveText("Aceptada");
  const tampered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
  await page.goto(`/meeting-invitation/${tampered}`);
  // (Next's route announcer is an alert too: the card's is the one that names the link.)
  await expect(page.getByRole("alert").filter({ hasText: "enlace" })).toContainText(
    "Este enlace de invitación no es válido",
  );
});
