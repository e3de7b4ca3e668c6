import { expectAccessible } from "./a11y";
import { expect, test, signInAs } from "./fixtures";
import { remoteWidth, seedCall } from "./meeting-helpers";

// A meeting call's guests (issue 34, docs/modules/meeting-room.md "Guests"): someone without an
// account opens the meeting's link, lands in the lobby, gives a name and asks to join; the member in
// the call admits them and each receives the other's video. Another guest is denied and may ask again.

test("a guest without an account asks to join, is admitted and sees the member; another is denied", async ({
  page,
  browser,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const { url } = await seedCall(db, member);
  await signInAs(page, member, url);
  await page.getByRole("button", { name: "Join now" }).click();
  await expect(page.getByTestId("call-room")).toBeVisible();

  const guestContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
  const guest = await guestContext.newPage();
  await guest.goto(url);
  await expect(guest).toHaveURL(/\/meet-guest\//);
  await expect(guest.getByRole("heading", { name: "Join “Weekly sync”" })).toBeVisible();
  await expect(guest.getByRole("link", { name: "Have an account? Sign in" })).toBeVisible();
  const ask = guest.getByRole("button", { name: "Ask to join" });
  await expect(ask).toBeEnabled();
  await ask.click();
  await expect(guest.getByText("Enter your name")).toBeVisible();
  await expectAccessible(guest, { name: "meeting-guest-lobby" });
  await guest.getByRole("textbox", { name: "Your name" }).fill("Gina Guest");
  await ask.click();
  await expect(guest.getByTestId("guest-waiting")).toContainText("Asking to join…");

  // The member sees the knock and lets the guest in; both receive the other's video.
  const knocks = page.getByTestId("call-knocks");
  await expect(knocks).toContainText("Gina Guest asks to join");
  await expectAccessible(page, { name: "meeting-call-knock" });
  await knocks.getByRole("button", { name: "Admit Gina Guest" }).click();
  await expect(knocks).toHaveCount(0);
  await expect(guest.getByTestId("call-room")).toBeVisible();
  await expect.poll(() => remoteWidth(guest)).toBeGreaterThan(0);
  await expect.poll(() => remoteWidth(page)).toBeGreaterThan(0);
  await expect(page.getByTestId("call-people")).toContainText("Gina Guest (guest)");
  await expect(guest.getByTestId("call-people")).toContainText("Mia Member");

  // A second guest is denied, and may ask again.
  const otherContext = await browser.newContext({ locale: "en-US" });
  const other = await otherContext.newPage();
  await other.goto(url.replace("/meet/", "/meet-guest/"));
  await other.getByRole("textbox", { name: "Your name" }).fill("Otto Outsider");
  await other.getByRole("button", { name: "Ask to join" }).click();
  await knocks.getByRole("button", { name: "Deny Otto Outsider" }).click();
  await expect(other.getByTestId("guest-denied")).toContainText("declined your request");
  await expect(other.getByRole("button", { name: "Ask to join again" })).toBeVisible();

  // The guest leaves: the member's call shows them gone.
  await guest.getByRole("button", { name: "Leave" }).click();
  await expect(page.getByTestId("remote-tile")).toHaveCount(0);
  await guestContext.close();
  await otherContext.close();
});
