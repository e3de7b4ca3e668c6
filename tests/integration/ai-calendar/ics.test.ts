// iCalendar through the API: the private feed (RFC 5545 text a calendar app subscribes to, its token
// revocable and dead once its owner loses the module), the export of the calendar or one series, and
// an import with its preview and duplicates found by UID.
import { GET as feedRead } from "@/app/api/v1/ai-calendar/feed/[token]/route";
import {
  DELETE as feedRevoke,
  GET as feedGet,
  POST as feedCreate,
} from "@/app/api/v1/ai-calendar/[moduleId]/feed/route";
import { GET as exportRoute } from "@/app/api/v1/ai-calendar/[moduleId]/export/route";
import { POST as importRoute } from "@/app/api/v1/ai-calendar/[moduleId]/import/route";
import { getDb } from "@/lib/server/db";
import { hashToken } from "@/lib/server/security/tokens";
import type { CalendarFeed, CalendarFeedLink, ImportAnswer } from "@/modules/ai-calendar/shared/types";
import nodeIcal from "node-ical";
import { call } from "../helpers/http";
import { seedTeam } from "../workspaces/helpers";
import { getEvent, listEvents, made, seedCalendar, type Calendar } from "./helpers";

let cal: Calendar;
beforeEach(async () => {
  cal = await seedCalendar();
});

const api = (moduleId: string) => `http://localhost:3000/api/v1/ai-calendar/${moduleId}`;
const feedOf = (url: string) => icsText(feedRead, { params: { token: url.split("/").pop()! }, url });
/** Reads a text/calendar answer (the helper parses JSON; a calendar is not). */
async function icsText(
  handler: typeof feedRead,
  options: { url: string; token?: string; params: Record<string, string> },
) {
  const { NextRequest } = await import("next/server");
  const res = await handler(
    new NextRequest(options.url, {
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    }),
    { params: Promise.resolve(options.params) },
  );
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    text: await res.text(),
    headers: res.headers,
  };
}

describe("the private feed", () => {
  it("serves the calendar as RFC 5545 text to whoever has the address, until it is revoked", async () => {
    const { member, viewer } = cal.team;
    await made(cal.moduleId, member, {
      title: "Stand-up",
      startDate: "2027-03-15T08:00:00.000Z",
      endDate: "2027-03-15T08:30:00.000Z",
      timeZone: "Europe/Madrid",
      rule: "FREQ=WEEKLY;BYDAY=MO;COUNT=6",
    });
    await made(cal.moduleId, member, {
      title: "Doctor",
      startDate: "2027-03-16T10:00:00.000Z",
      endDate: "2027-03-16T11:00:00.000Z",
      busyOnly: true,
    });
    const none = await call<CalendarFeed>(feedGet, {
      token: viewer.token,
      params: { moduleId: cal.moduleId },
    });
    expect(none.body).toEqual({ active: false, createdAt: null, lastUsedAt: null });
    const made1 = await call<CalendarFeedLink>(feedCreate, {
      method: "POST",
      token: viewer.token,
      params: { moduleId: cal.moduleId },
    });
    expect(made1.status).toBe(201);
    expect(made1.body.url).toMatch(/\/api\/v1\/ai-calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(made1.body.webcal).toMatch(/^webcal:\/\//);
    // Only the token's hash is kept.
    const token = made1.body.url.split("/").pop()!.replace(".ics", "");
    const row = await getDb().calendarFeed.findFirstOrThrow({ where: { userId: viewer.user.id } });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const feed = await icsText(feedRead, { url: made1.body.url, params: { token: `${token}.ics` } });
    expect(feed.status).toBe(200);
    expect(feed.type).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("cache-control")).toBe("private, max-age=300");
    expect(feed.text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(feed.text).toContain("VERSION:2.0");
    // Every line at most 75 octets (RFC 5545 §3.1), CRLF.
    for (const line of feed.text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const parsed = Object.values(nodeIcal.sync.parseICS(feed.text)).filter((item) => item?.type === "VEVENT");
    const titles = parsed.map((item) => (item && "summary" in item ? String(item.summary) : ""));
    // The viewer sees someone else's busy-only event as busy.
    expect(titles.sort()).toEqual(["Busy", "Stand-up"]);
    expect(feed.text).toContain("RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=6");
    expect(feed.text).toContain("DTSTART;TZID=Europe/Madrid:20270315T090000");
    expect(feed.text).toContain("BEGIN:VTIMEZONE");
    expect(
      (await call<CalendarFeed>(feedGet, { token: viewer.token, params: { moduleId: cal.moduleId } })).body,
    ).toMatchObject({ active: true, lastUsedAt: expect.any(String) });

    // A new address revokes the old one; revoking ends the new one.
    const made2 = await call<CalendarFeedLink>(feedCreate, {
      method: "POST",
      token: viewer.token,
      params: { moduleId: cal.moduleId },
    });
    expect((await feedOf(made1.body.url)).status).toBe(404);
    expect((await feedOf(made2.body.url)).status).toBe(200);
    await call(feedRevoke, { method: "DELETE", token: viewer.token, params: { moduleId: cal.moduleId } });
    expect((await feedOf(made2.body.url)).status).toBe(404);
    expect(
      (await icsText(feedRead, { params: { token: "nope" }, url: "http://localhost/nope" })).status,
    ).toBe(400);
  });

  it("stops when its owner loses the module, and another workspace cannot make one", async () => {
    const link = await call<CalendarFeedLink>(feedCreate, {
      method: "POST",
      token: cal.team.member.token,
      params: { moduleId: cal.moduleId },
    });
    expect((await feedOf(link.body.url)).status).toBe(200);
    await getDb().workspaceMember.deleteMany({
      where: { workspaceId: cal.team.workspace.id, userId: cal.team.member.user.id },
    });
    expect((await feedOf(link.body.url)).status).toBe(404);
    const other = await seedTeam("Other");
    expect(
      (
        await call(feedCreate, {
          method: "POST",
          token: other.owner.token,
          params: { moduleId: cal.moduleId },
        })
      ).status,
    ).toBe(404);
  });
});

describe("export and import", () => {
  const file = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Other//EN",
    "BEGIN:VEVENT",
    "UID:lunch-1@other",
    "SUMMARY:Lunch",
    "DESCRIPTION:Table for two\\n<b>bring</b> notes",
    "DTSTART:20270310T120000Z",
    "DTEND:20270310T130000Z",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:yoga@other",
    "SUMMARY:Yoga",
    "DTSTART;TZID=Europe/Madrid:20270301T190000",
    "DTEND;TZID=Europe/Madrid:20270301T200000",
    "RRULE:FREQ=WEEKLY;COUNT=4",
    "EXDATE;TZID=Europe/Madrid:20270308T190000",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  const importFile = (body: Record<string, unknown>, token = cal.team.member.token) =>
    call<ImportAnswer>(importRoute, {
      method: "POST",
      token,
      params: { moduleId: cal.moduleId },
      body,
      url: `${api(cal.moduleId)}/import`,
    });
  const MARCH = ["2027-03-01T00:00:00Z", "2027-04-01T00:00:00Z"] as const;

  it("previews a file, imports it, finds its duplicates by UID and exports it back", async () => {
    const preview = await importFile({ ics: file, dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ total: 2, duplicates: 0, skipped: 0, created: 0 });
    expect((await listEvents(cal.moduleId, cal.team.member, ...MARCH)).body.data).toEqual([]);

    const done = await importFile({ ics: file });
    expect(done.body).toMatchObject({ created: 2, replaced: 0 });
    const listed = (await listEvents(cal.moduleId, cal.team.member, ...MARCH)).body.data;
    expect(listed.map((item) => [item.title, item.startDate])).toEqual([
      ["Yoga", "2027-03-01T18:00:00.000Z"],
      ["Lunch", "2027-03-10T12:00:00.000Z"],
      ["Yoga", "2027-03-15T18:00:00.000Z"],
      ["Yoga", "2027-03-22T18:00:00.000Z"],
    ]);
    // Plain text made safe rich text.
    expect((await getEvent(cal.moduleId, cal.team.member, listed[1]!.id)).body.description).toBe(
      "<p>Table for two<br>&lt;b&gt;bring&lt;/b&gt; notes</p>",
    );

    const again = await importFile({ ics: file, dryRun: true });
    expect(again.body).toMatchObject({ duplicates: 2 });
    expect(again.body.events.every((event) => event.duplicate)).toBe(true);
    expect((await importFile({ ics: file })).body).toMatchObject({ created: 0 });
    expect(
      (await importFile({ ics: file.replace("SUMMARY:Lunch", "SUMMARY:Long lunch"), duplicates: "replace" }))
        .body,
    ).toMatchObject({ created: 2, replaced: 2 });
    const titles = (await listEvents(cal.moduleId, cal.team.member, ...MARCH)).body.data.map(
      (item) => item.title,
    );
    expect(titles).toEqual(["Yoga", "Long lunch", "Yoga", "Yoga"]);

    const exported = await icsText(exportRoute, {
      token: cal.team.member.token,
      params: { moduleId: cal.moduleId },
      url: `${api(cal.moduleId)}/export`,
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(
      /^attachment; filename\*=UTF-8''Team%20calendar\.ics$/,
    );
    expect(exported.text).toContain("UID:yoga@other");
    expect(exported.text).toContain("EXDATE;TZID=Europe/Madrid:20270308T190000");
  });

  it("refuses a viewer, a file that is not a calendar, and another workspace", async () => {
    expect((await importFile({ ics: file }, cal.team.viewer.token)).status).toBe(403);
    const junk = await importFile({ ics: "" });
    expect(junk.status).toBe(400);
    expect(JSON.stringify(junk.body)).toContain("Choose an iCalendar (.ics) file");
    const other = await seedTeam("Other");
    expect((await importFile({ ics: file }, other.owner.token)).status).toBe(404);
    const exported = await icsText(exportRoute, {
      token: other.owner.token,
      params: { moduleId: cal.moduleId },
      url: `${api(cal.moduleId)}/export`,
    });
    expect(exported.status).toBe(404);
  });
});
