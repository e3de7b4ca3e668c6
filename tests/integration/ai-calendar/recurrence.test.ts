// A series through the API: expanded for the range read on its wall clock (across Madrid's change to
// summer time), one occurrence changed or deleted ("this"), "this and following" splits, "all" moves
// the series and reaches the exceptions that kept its values.
import { getDb } from "@/lib/server/db";
import type { CalendarEvent } from "@/modules/ai-calendar/shared/types";
import { deleteEvent, getEvent, listEvents, made, patchEvent, seedCalendar, type Calendar } from "./helpers";

let cal: Calendar;
let series: CalendarEvent;

// Mondays 09:00 in Madrid from 15 March 2027: 08:00Z before the change of 28 March, 07:00Z after.
beforeEach(async () => {
  cal = await seedCalendar();
  series = await made(cal.moduleId, cal.team.member, {
    title: "Stand-up",
    startDate: "2027-03-15T08:00:00.000Z",
    endDate: "2027-03-15T08:30:00.000Z",
    timeZone: "Europe/Madrid",
    rule: "FREQ=WEEKLY;BYDAY=MO;COUNT=6",
  });
});

const MARCH_APRIL = ["2027-03-01T00:00:00.000Z", "2027-05-01T00:00:00.000Z"] as const;
const starts = async () =>
  (await listEvents(cal.moduleId, cal.team.member, ...MARCH_APRIL)).body.data.map((item) => item.startDate);

describe("AI calendar series", () => {
  it("expands a series on its wall clock across the change of time", async () => {
    expect(series).toMatchObject({ rule: "FREQ=WEEKLY;BYDAY=MO;COUNT=6", seriesId: series.eventId });
    const listed = (await listEvents(cal.moduleId, cal.team.member, ...MARCH_APRIL)).body.data;
    expect(listed.map((item) => item.startDate)).toEqual([
      "2027-03-15T08:00:00.000Z",
      "2027-03-22T08:00:00.000Z",
      "2027-03-29T07:00:00.000Z",
      "2027-04-05T07:00:00.000Z",
      "2027-04-12T07:00:00.000Z",
      "2027-04-19T07:00:00.000Z",
    ]);
    expect(listed[2]).toMatchObject({
      id: `${series.eventId}_20270329T070000Z`,
      seriesId: series.eventId,
      originalStartDate: "2027-03-29T07:00:00.000Z",
      endDate: "2027-03-29T07:30:00.000Z",
    });
    // An occurrence's id reads that occurrence; one the rule does not give is not found.
    expect((await getEvent(cal.moduleId, cal.team.member, listed[2]!.id)).body.startDate).toBe(
      "2027-03-29T07:00:00.000Z",
    );
    expect((await getEvent(cal.moduleId, cal.team.member, `${series.eventId}_20270330T070000Z`)).status).toBe(
      404,
    );
    // The stored span ends with the last occurrence: a read after it does not even fetch the series.
    const row = await getDb().calendarEvent.findUniqueOrThrow({ where: { id: series.eventId } });
    expect(row.spanEnd.toISOString()).toBe("2027-04-19T07:30:00.000Z");
  });

  it("changes or deletes one occurrence, keeping the others (RECURRENCE-ID)", async () => {
    const id = `${series.eventId}_20270322T080000Z`;
    const moved = await patchEvent(cal.moduleId, cal.team.member, id, {
      startDate: "2027-03-23T10:00:00.000Z",
      endDate: "2027-03-23T11:00:00.000Z",
      title: "Stand-up (Tuesday)",
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      seriesId: series.eventId,
      originalStartDate: "2027-03-22T08:00:00.000Z",
    });
    expect(
      (await deleteEvent(cal.moduleId, cal.team.member, `${series.eventId}_20270405T070000Z`)).status,
    ).toBe(200);
    expect(await starts()).toEqual([
      "2027-03-15T08:00:00.000Z",
      "2027-03-23T10:00:00.000Z",
      "2027-03-29T07:00:00.000Z",
      "2027-04-12T07:00:00.000Z",
      "2027-04-19T07:00:00.000Z",
    ]);
    // The deleted occurrence is gone; the moved one answers by its exception's id too.
    expect((await getEvent(cal.moduleId, cal.team.member, `${series.eventId}_20270405T070000Z`)).status).toBe(
      404,
    );
    expect((await getEvent(cal.moduleId, cal.team.member, moved.body.id)).body.title).toBe(
      "Stand-up (Tuesday)",
    );
    // A range that holds only the moved occurrence's original time shows nothing there.
    const original = await listEvents(
      cal.moduleId,
      cal.team.member,
      "2027-03-22T00:00:00Z",
      "2027-03-23T00:00:00Z",
    );
    expect(original.body.data).toEqual([]);
    // A rule cannot be given to one occurrence.
    const refused = await patchEvent(cal.moduleId, cal.team.member, `${series.eventId}_20270412T070000Z`, {
      rule: "FREQ=DAILY",
    });
    expect(refused.status).toBe(400);
  });

  it("splits a series at 'this and following', the new one carrying what was left of the count", async () => {
    const split = await patchEvent(cal.moduleId, cal.team.member, `${series.eventId}_20270405T070000Z`, {
      scope: "following",
      title: "Stand-up (new room)",
      startDate: "2027-04-05T08:00:00.000Z",
      endDate: "2027-04-05T08:30:00.000Z",
    });
    expect(split.status).toBe(200);
    expect(split.body.seriesId).not.toBe(series.eventId);
    expect(split.body.rule).toBe("FREQ=WEEKLY;BYDAY=MO;COUNT=3");
    const listed = (await listEvents(cal.moduleId, cal.team.member, ...MARCH_APRIL)).body.data;
    expect(listed.map((item) => [item.startDate, item.title])).toEqual([
      ["2027-03-15T08:00:00.000Z", "Stand-up"],
      ["2027-03-22T08:00:00.000Z", "Stand-up"],
      ["2027-03-29T07:00:00.000Z", "Stand-up"],
      ["2027-04-05T08:00:00.000Z", "Stand-up (new room)"],
      ["2027-04-12T08:00:00.000Z", "Stand-up (new room)"],
      ["2027-04-19T08:00:00.000Z", "Stand-up (new room)"],
    ]);
    // The old series ends the second before the split, on its wall clock.
    expect((await getEvent(cal.moduleId, cal.team.member, series.eventId)).body.rule).toBe(
      "FREQ=WEEKLY;BYDAY=MO;UNTIL=20270405T085959",
    );
    // Deleting "this and following" from the third occurrence of the old series leaves two.
    await deleteEvent(cal.moduleId, cal.team.member, `${series.eventId}_20270329T070000Z`, "following");
    expect((await starts()).slice(0, 3)).toEqual([
      "2027-03-15T08:00:00.000Z",
      "2027-03-22T08:00:00.000Z",
      "2027-04-05T08:00:00.000Z",
    ]);
  });

  it("changes all occurrences: a moved occurrence moves the series, new titles reach unchanged exceptions", async () => {
    const member = cal.team.member;
    await patchEvent(cal.moduleId, member, `${series.eventId}_20270322T080000Z`, { color: "#fa5252" });
    await patchEvent(cal.moduleId, member, `${series.eventId}_20270329T070000Z`, { title: "Demo day" });
    const renamed = await patchEvent(cal.moduleId, member, `${series.eventId}_20270412T070000Z`, {
      scope: "all",
      title: "Daily sync",
    });
    expect(renamed.status).toBe(200);
    const titles = (await listEvents(cal.moduleId, member, ...MARCH_APRIL)).body.data.map(
      (item) => item.title,
    );
    expect(titles).toEqual([
      "Daily sync",
      "Daily sync",
      "Demo day",
      "Daily sync",
      "Daily sync",
      "Daily sync",
    ]);
    // Moving one occurrence an hour later for all moves every one, and drops the exceptions.
    await patchEvent(cal.moduleId, member, `${series.eventId}_20270412T070000Z`, {
      scope: "all",
      startDate: "2027-04-12T08:00:00.000Z",
      endDate: "2027-04-12T08:30:00.000Z",
    });
    expect(await starts()).toEqual([
      "2027-03-15T09:00:00.000Z",
      "2027-03-22T09:00:00.000Z",
      "2027-03-29T08:00:00.000Z",
      "2027-04-05T08:00:00.000Z",
      "2027-04-12T08:00:00.000Z",
      "2027-04-19T08:00:00.000Z",
    ]);
    expect(await getDb().calendarEvent.count({ where: { recurringEventId: series.eventId } })).toBe(0);
    // Deleting all of them deletes the series.
    await deleteEvent(cal.moduleId, member, `${series.eventId}_20270412T080000Z`, "all");
    expect(await starts()).toEqual([]);
  });
});
