import { expect, type Page } from "@playwright/test";

/**
 * A 90-minute entry "Call with the client" of the signed-in person, ended ten minutes ago (whole
 * minutes), created through the API; returns its start.
 */
export async function trackRecentCall(page: Page, trackerId: string): Promise<Date> {
  const start = new Date(Date.now() - 100 * 60_000);
  start.setUTCSeconds(0, 0);
  const entry = await page.request.post(`/api/v1/time-tracker/${trackerId}/entry`, {
    data: {
      description: "Call with the client",
      start: start.toISOString(),
      end: new Date(start.getTime() + 90 * 60_000).toISOString(),
    },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  return start;
}
