// The time tracker's forms (spec/work-management.md §4, §5): each is checked with the shared schema
// of the endpoint it submits to, through translatedResolver (what @mantine/form's onSubmit runs: a
// form with errors is not submitted), and sends the body that endpoint parses.
import { translatedResolver } from "@/lib/client/form";
import * as z from "@/lib/zod";
import {
  addRowFormSchema,
  EMPTY_MANUAL_RANGE,
  entryDescriptionFormSchema,
  manualRangeFormSchema,
  manualRangeInstants,
  timerDraftBody,
  timerDraftFormSchema,
} from "@/modules/time-tracker/client/entry-form";
import {
  entryDurationBody,
  entryTimesBody,
  entryTimesFormSchema,
  entryTimesValues,
} from "@/modules/time-tracker/client/entry-times-form";
import { ratesBody, ratesFormSchema, ratesFormValues } from "@/modules/time-tracker/client/rates-form";
import { updateRatesSchema } from "@/modules/time-tracker/schemas/time-tracker-reports";
import { createEntrySchema, updateEntrySchema } from "@/modules/time-tracker/schemas/time-tracker";

/** The message keys as they would be translated: "t(key)". */
const t = (key: string) => `t(${key})`;
const ZONE = "Europe/Madrid";
const TODAY = "2026-11-25";
const TAG = "a".repeat(24);
const BOARD = "b".repeat(24);
const TASK = "c".repeat(24);

describe("the timesheet's 'Add row'", () => {
  const resolve = translatedResolver(addRowFormSchema, t);

  it("shows 'Enter a description' on the field for an empty or blank one", () => {
    expect(resolve({ description: "" })).toEqual({ description: "t(validation.entryDescriptionRequired)" });
    expect(resolve({ description: "   " })).toEqual({
      description: "t(validation.entryDescriptionRequired)",
    });
    expect(resolve({ description: "x".repeat(501) })).toEqual({
      description: "t(validation.entryDescriptionTooLong)",
    });
  });

  it("takes a description the entries will carry", () => {
    expect(resolve({ description: " Client call " })).toEqual({});
    expect(z.parse(addRowFormSchema, { description: " Client call " })).toEqual({
      description: "Client call",
    });
  });
});

describe("the timer bar", () => {
  const resolve = translatedResolver(timerDraftFormSchema, t);
  const draft = { description: "Writing", tags: [TAG], isBillable: true, task: null };

  it("refuses what POST …/entry refuses, on its field", () => {
    expect(resolve({ ...draft, description: "x".repeat(501) })).toEqual({
      description: "t(validation.entryDescriptionTooLong)",
    });
    expect(resolve({ ...draft, tags: Array.from({ length: 21 }, () => TAG) })).toEqual({
      tags: "t(validation.entryTagsInvalid)",
    });
  });

  it("starts a timer with the fields, the task by its ids only", () => {
    const picked = { taskManagementId: BOARD, taskManagementTaskId: TASK, taskKey: "WEB-1", title: "Hero" };
    const values = { ...draft, task: picked };
    expect(resolve(values)).toEqual({});
    const body = timerDraftBody(values);
    expect(body).toEqual({
      description: "Writing",
      tags: [TAG],
      isBillable: true,
      task: { taskManagementId: BOARD, taskManagementTaskId: TASK },
    });
    expect(z.safeParse(createEntrySchema, body).success).toBe(true);
  });
});

describe("manual mode", () => {
  const resolve = translatedResolver(manualRangeFormSchema(TODAY, ZONE), t);

  it("shows 'Invalid range' for a missing time or an end at or before the start", () => {
    expect(resolve({ ...EMPTY_MANUAL_RANGE, endTime: "10:00" })).toEqual({
      startTime: "t(validation.invalidRange)",
    });
    expect(resolve({ ...EMPTY_MANUAL_RANGE, startTime: "09:00" })).toEqual({
      endTime: "t(validation.invalidRange)",
    });
    expect(resolve({ ...EMPTY_MANUAL_RANGE, startTime: "11:00", endTime: "10:00" })).toEqual({
      endTime: "t(validation.invalidRange)",
    });
  });

  it("shows 'An entry lasts 24 hours at most' for a range past a day", () => {
    expect(resolve({ ...EMPTY_MANUAL_RANGE, startTime: "09:00", endTime: "10:00", nextDay: true })).toEqual({
      endTime: "t(validation.entryTooLong)",
    });
  });

  it("adds the range as instants of the viewer's zone, on the day chosen or today", () => {
    const values = { ...EMPTY_MANUAL_RANGE, startTime: "23:00", endTime: "01:30", nextDay: true };
    expect(resolve(values)).toEqual({});
    const range = manualRangeInstants(values, TODAY, ZONE);
    expect(range).toEqual({ start: "2026-11-25T22:00:00.000Z", end: "2026-11-26T00:30:00.000Z" });
    expect(z.safeParse(createEntrySchema, { description: "Standup", ...range }).success).toBe(true);
    expect(manualRangeInstants({ ...values, day: "2026-11-20", nextDay: false }, TODAY, ZONE)).toEqual({
      start: "2026-11-20T22:00:00.000Z",
      end: "2026-11-20T00:30:00.000Z",
    });
  });
});

describe("an entry's times in its row", () => {
  const entry = { start: "2026-11-25T08:00:00.000Z", end: "2026-11-25T09:30:00.000Z" };
  const saved = entryTimesValues(entry, ZONE);
  const resolve = translatedResolver(
    entryTimesFormSchema(entry, ZONE, () => Date.parse("2026-11-25T12:00:00Z")),
    t,
  );

  it("shows the saved times and duration, and has nothing to say of them", () => {
    expect(saved).toEqual({ start: "09:00", end: "10:30", duration: "01:30:00" });
    expect(resolve(saved)).toEqual({});
  });

  it("shows the server's messages on the field typed into", () => {
    expect(resolve({ ...saved, end: "08:00" })).toEqual({ end: "t(validation.invalidRange)" });
    expect(resolve({ ...saved, duration: "soon" })).toEqual({
      duration: "t(validation.entryDurationInvalid)",
    });
    expect(resolve({ ...saved, duration: "0" })).toEqual({ duration: "t(validation.invalidRange)" });
    expect(resolve({ ...saved, duration: "25h" })).toEqual({ duration: "t(validation.entryTooLong)" });
  });

  it("sends only what moved: a time, or the end a typed duration gives", () => {
    const moved = { ...saved, start: "08:30" };
    expect(resolve(moved)).toEqual({});
    const body = entryTimesBody(entry, moved, ZONE);
    expect(body).toEqual({ start: "2026-11-25T07:30:00.000Z" });
    expect(z.safeParse(updateEntrySchema, body).success).toBe(true);
    expect(entryDurationBody(entry, { ...saved, duration: "2h" })).toEqual({
      end: "2026-11-25T10:00:00.000Z",
    });
  });

  it("moves a running entry's start only, and not past now", () => {
    const running = { start: "2026-11-25T08:00:00.000Z", end: null };
    const now = () => Date.parse("2026-11-25T12:00:00Z");
    const check = translatedResolver(entryTimesFormSchema(running, ZONE, now), t);
    const values = entryTimesValues(running, ZONE);
    expect(check({ ...values, start: "14:00" })).toEqual({ start: "t(validation.invalidRange)" });
    expect(check({ ...values, start: "08:15" })).toEqual({});
    expect(entryTimesBody(running, { ...values, start: "08:15" }, ZONE)).toEqual({
      start: "2026-11-25T07:15:00.000Z",
    });
  });

  it("checks the description the row saves", () => {
    const description = translatedResolver(entryDescriptionFormSchema, t);
    expect(description({ description: "x".repeat(501) })).toEqual({
      description: "t(validation.entryDescriptionTooLong)",
    });
    expect(description({ description: "Review" })).toEqual({});
  });
});

describe("the rates dialog", () => {
  const people = [
    { id: "d".repeat(24), name: "Ada" },
    { id: "e".repeat(24), name: "Bo" },
  ];
  const resolve = translatedResolver(ratesFormSchema(people), t);
  const values = ratesFormValues({
    currency: "USD",
    hourlyRate: 40,
    members: [{ userId: "e".repeat(24), name: "Bo", hourlyRate: 55 }],
  });

  it("shows each rule on its field, a person's rate on that person's", () => {
    expect(resolve({ ...values, currency: "XYZ" })).toEqual({ currency: "t(validation.currencyInvalid)" });
    expect(resolve({ ...values, hourlyRate: 12.345 })).toEqual({ hourlyRate: "t(validation.rateDecimals)" });
    expect(resolve({ ...values, members: { ["d".repeat(24)]: 20_000_000 } })).toEqual({
      [`members.${"d".repeat(24)}`]: "t(validation.rateTooHigh)",
    });
  });

  it("PUTs the currency, the module's rate and every person's (null: the module's applies)", () => {
    expect(resolve(values)).toEqual({});
    const body = ratesBody({ ...values, hourlyRate: "" }, people);
    expect(body).toEqual({
      currency: "USD",
      hourlyRate: null,
      members: [
        { userId: "d".repeat(24), hourlyRate: null },
        { userId: "e".repeat(24), hourlyRate: 55 },
      ],
    });
    expect(z.safeParse(updateRatesSchema, body).success).toBe(true);
  });
});
