// Workflow automation with AI calendar, Meeting room and File management (issue 38): a meeting
// scheduled and a file uploaded (by tus, new or as a new version) start their automations once with
// their variables, not on a change, and not for another project's or workspace's module; the file's
// extension setting filters; an event created in a calendar as the automation's owner, once per
// execution, refused for a viewer, another workspace's calendar or a bad start.
import { evaluate } from "feelin";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { actionRegistry, type ActionContext } from "@/modules/workflow-automation/server/actions/registry";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { withTempFilesDir } from "../files/helpers";
import * as drive from "../file-management/helpers";
import * as rooms from "../meeting-room/helpers";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";
import { deliverSince, deployed, outboxMark, runsOf, triggered, actionContext } from "./automation-helpers";
import { bpmn, flow, service } from "../../helpers/bpmn";

withTempFilesDir("automation-files-");

let team: Team;
let other: Team;
let flows: string;
let calendar: string;
let room: string;
let files: string;
let salesRoom: string;
let salesFiles: string;
let farFlows: string;
let farCalendar: string;
let farRoom: string;
let farFiles: string;
let context: ActionContext;
let execution = 0;

const inAWeek = () => Date.now() + 7 * 86_400_000;
/** A meeting in a week, its people `with` (the host attends too). */
const meeting = (summary: string, withWhom: Caller) => {
  const start = new Date(Math.ceil(inAWeek() / 60_000) * 60_000);
  return {
    summary,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
    reminders: [15],
    attendees: [{ userId: withWhom.user.id }],
  };
};
const text = (value: string) => new Uint8Array(Buffer.from(value)) as Uint8Array<ArrayBuffer>;
const upload = (moduleId: string, by: Caller, name: string, extra: Record<string, string> = {}) =>
  drive.upload(moduleId, by, name, text(`${name}: some text\n`), extra);

const run = (name: string, settings: Record<string, unknown>, executionId = `exec_${++execution}`) =>
  actionRegistry()
    .get(name)!
    .run({ ...context, executionId }, settings);

const dropAutomations = (...ids: string[]) =>
  getDb().automationProcess.deleteMany({ where: { id: { in: ids } } });

beforeAll(async () => {
  [team, other] = await Promise.all([seedTeam("Calendar Meeting Files"), seedTeam("Far Away")]);
  const db = getDb();
  const ops = await seedProject(db, team.workspace.id, { name: "Ops" });
  const sales = await seedProject(db, team.workspace.id, { name: "Sales" });
  const far = await seedProject(db, other.workspace.id, { name: "Far" });
  const seed = (projectId: string, tag: string) =>
    seedProjectModule(db, projectId, { tag }).then((m) => m.id);
  [flows, calendar, room, files, salesRoom, salesFiles, farFlows, farCalendar, farRoom, farFiles] =
    await Promise.all([
      seed(ops.id, "WorkflowAutomation"),
      seed(ops.id, "AICalendar"),
      seed(ops.id, "MeetingRoom"),
      seed(ops.id, "FileManagement"),
      seed(sales.id, "MeetingRoom"),
      seed(sales.id, "FileManagement"),
      seed(far.id, "WorkflowAutomation"),
      seed(far.id, "AICalendar"),
      seed(far.id, "MeetingRoom"),
      seed(far.id, "FileManagement"),
    ]);
  context = await actionContext(team.member, team.workspace.id, flows, "c".repeat(24));
});

describe("meeting scheduled", () => {
  it("starts once per meeting scheduled in its project, with the meeting's variables", async () => {
    const automation = await deployed(team.member, flows, triggered("meeting.scheduled"));
    const mark = await outboxMark();
    const made = await rooms.made(room, team.member, meeting("Planning", team.admin));
    const first = await deliverSince(mark);
    expect(first.map((result) => result.status)).toEqual(["started"]);
    expect((await deliverSince(mark)).map((result) => result.status)).toEqual(["duplicate"]);
    const runs = await runsOf(automation.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      status: "completed",
      variables: {
        meetingId: made.id,
        title: "Planning",
        start: new Date(made.startTime).toISOString(),
        end: new Date(made.endTime).toISOString(),
        organizerId: team.member.user.id,
        participantIds: expect.arrayContaining([team.member.user.id, team.admin.user.id]),
        moduleId: room,
        ran: true,
      },
    });
    expect((runs[0]!.variables as { participantIds: string[] }).participantIds).toHaveLength(2);
    await dropAutomations(automation.id);
  });

  it("starts nothing for a meeting changed, answered or deleted", async () => {
    const made = await rooms.made(room, team.member, meeting("Review", team.admin));
    const automation = await deployed(team.member, flows, triggered("meeting.scheduled"));
    const mark = await outboxMark();
    const changed = await rooms.edit(room, team.member, made.id, meeting("Review, moved", team.admin));
    expect(changed.status).toBe(200);
    expect((await rooms.answer(room, team.admin, made.id, "accepted")).status).toBe(200);
    expect((await rooms.remove(room, team.member, made.id)).status).toBe(200);
    expect(await deliverSince(mark)).toEqual([]);
    expect(await runsOf(automation.id)).toHaveLength(0);
    await dropAutomations(automation.id);
  });

  it("hears nothing of another project's room or another workspace, but a room its start event names", async () => {
    const mine = await deployed(team.member, flows, triggered("meeting.scheduled"));
    const chosen = await deployed(team.member, flows, triggered("meeting.scheduled", { module: salesRoom }));
    const theirs = await deployed(other.member, farFlows, triggered("meeting.scheduled"));
    const mark = await outboxMark();
    const sales = await rooms.made(salesRoom, team.member, meeting("Sales call", team.admin));
    const far = await rooms.made(farRoom, other.member, meeting("Far call", other.admin));
    await deliverSince(mark);
    expect(await runsOf(mine.id)).toHaveLength(0);
    expect((await runsOf(chosen.id)).map((run) => run.variables)).toEqual([
      expect.objectContaining({ meetingId: sales.id, moduleId: salesRoom }),
    ]);
    expect((await runsOf(theirs.id)).map((run) => run.variables)).toEqual([
      expect.objectContaining({ meetingId: far.id, title: "Far call" }),
    ]);
    await dropAutomations(mine.id, chosen.id, theirs.id);
  });
});

describe("file uploaded", () => {
  it("starts once per file uploaded by tus, with the file's variables; the extension filters", async () => {
    const every = await deployed(team.member, flows, triggered("file.uploaded"));
    const pdfs = await deployed(team.member, flows, triggered("file.uploaded", { extension: ".PDF" }));
    const folder = await drive.folder(files, team.member, "Reports");
    expect(folder.status).toBe(201);
    const mark = await outboxMark();
    const report = await upload(files, team.member, "Q1 report.pdf", { parentId: folder.body.id });
    const notes = await upload(files, team.member, "notes.txt");
    expect((await deliverSince(mark)).map((result) => result.status)).toEqual([
      "started",
      "started",
      "started",
    ]);
    expect((await deliverSince(mark)).map((result) => result.status)).toEqual([
      "duplicate",
      "duplicate",
      "duplicate",
    ]);
    expect((await runsOf(pdfs.id)).map((run) => run.variables)).toEqual([
      expect.objectContaining({
        fileId: report,
        name: "Q1 report.pdf",
        size: Buffer.byteLength("Q1 report.pdf: some text\n"),
        mimeType: expect.any(String),
        folderId: folder.body.id,
        version: 1,
        moduleId: files,
        actorId: team.member.user.id,
      }),
    ]);
    expect((await runsOf(every.id)).map((run) => run.variables)).toEqual([
      expect.objectContaining({ fileId: report }),
      expect.objectContaining({ fileId: notes, name: "notes.txt", folderId: null, mimeType: "text/plain" }),
    ]);
    await dropAutomations(every.id, pdfs.id);
  });

  it("starts on a new version uploaded, not on a rename or a new folder", async () => {
    const first = await upload(files, team.member, "plan.txt");
    const automation = await deployed(team.member, flows, triggered("file.uploaded"));
    const mark = await outboxMark();
    const again = await upload(files, team.member, "plan.txt", { onConflict: "version" });
    expect(again).toBe(first);
    expect((await drive.rename(files, team.member, first, "plan v2.txt")).status).toBe(200);
    expect((await drive.folder(files, team.member, "Archive")).status).toBe(201);
    await deliverSince(mark);
    expect((await runsOf(automation.id)).map((run) => run.variables)).toEqual([
      expect.objectContaining({ fileId: first, version: 2 }),
    ]);
    await dropAutomations(automation.id);
  });

  it("hears nothing of another project's files or another workspace's", async () => {
    const automation = await deployed(team.member, flows, triggered("file.uploaded"));
    const theirs = await deployed(other.member, farFlows, triggered("file.uploaded"));
    const mark = await outboxMark();
    await upload(salesFiles, team.member, "sales.txt");
    const far = await upload(farFiles, other.member, "far.txt");
    await deliverSince(mark);
    expect(await runsOf(automation.id)).toHaveLength(0);
    expect((await runsOf(theirs.id)).map((run) => run.variables)).toEqual([
      expect.objectContaining({ fileId: far, moduleId: farFiles, actorId: other.member.user.id }),
    ]);
    await dropAutomations(automation.id, theirs.id);
  });
});

describe("calendar event created", () => {
  it("creates the event as the owner once per execution, with its outputs", async () => {
    const settings = {
      module: calendar,
      title: "Kickoff",
      start: "2030-05-01T11:00:00+02:00",
      durationMinutes: 45,
      description: "Agenda:\n<b>bring</b> notes",
    };
    const first = await run("calendar.eventCreate", settings, "exec_event");
    const again = await run("calendar.eventCreate", settings, "exec_event");
    expect(again).toEqual(first);
    expect(first.result).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f]{24}$/),
      start: "2030-05-01T09:00:00.000Z",
      end: "2030-05-01T09:45:00.000Z",
    });
    const rows = await getDb().calendarEvent.findMany({ where: { moduleId: calendar, title: "Kickoff" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: (first.result as { eventId: string }).eventId,
      createdById: team.member.user.id,
      allDay: false,
      description: "<p>Agenda:</p><p>&lt;b&gt;bring&lt;/b&gt; notes</p>",
    });
  });

  it("takes a date for an all-day event, a FEEL date-time and the default duration", async () => {
    const allDay = await run("calendar.eventCreate", {
      module: calendar,
      title: "Offsite",
      start: "2030-06-02",
      allDay: "yes",
      durationMinutes: 2 * 1440,
    });
    expect(allDay.result).toMatchObject({
      start: "2030-06-02T00:00:00.000Z",
      end: "2030-06-04T00:00:00.000Z",
    });
    const feel = evaluate('date and time("2030-06-05T10:00:00Z")').value as unknown;
    const timed = await run("calendar.eventCreate", { module: calendar, title: "Demo", start: feel });
    expect(timed.result).toMatchObject({
      start: "2030-06-05T10:00:00.000Z",
      end: "2030-06-05T10:30:00.000Z",
    });
  });

  it("recovers a create interrupted after its write instead of creating again", async () => {
    const db = getDb();
    const settings = { module: calendar, title: "Interrupted event", start: "2030-07-01T08:00:00Z" };
    const first = await run("calendar.eventCreate", settings, "exec_event_crash");
    await db.automationEffect.update({
      where: { instanceId_executionId: { instanceId: context.instanceId, executionId: "exec_event_crash" } },
      data: { result: Prisma.DbNull },
    });
    const replay = await run("calendar.eventCreate", settings, "exec_event_crash");
    expect(replay.result).toEqual(first.result);
    expect(await db.calendarEvent.count({ where: { title: "Interrupted event" } })).toBe(1);
  });

  it("is FORBIDDEN for a viewer, NOT_FOUND for another workspace's calendar, BAD_SETTINGS for a bad start", async () => {
    const viewer = { ...context, ownerId: team.viewer.user.id, executionId: "exec_viewer_event" };
    await expect(
      actionRegistry()
        .get("calendar.eventCreate")!
        .run(viewer, { module: calendar, title: "Nope", start: "2030-05-01T09:00:00Z" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      run("calendar.eventCreate", { module: farCalendar, title: "Nope", start: "2030-05-01T09:00:00Z" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    for (const start of [undefined, "", "tomorrow", "2030-05-01T09:00:00", "2030-13-01T09:00:00Z", 5])
      await expect(
        run("calendar.eventCreate", { module: calendar, title: "Nope", start }),
      ).rejects.toMatchObject({ code: "BAD_SETTINGS", message: expect.stringMatching(/^start /) });
    await expect(
      run("calendar.eventCreate", {
        module: calendar,
        title: "Nope",
        start: "2030-05-01T09:00:00Z",
        durationMinutes: -5,
      }),
    ).rejects.toMatchObject({ code: "BAD_SETTINGS" });
    await expect(
      run("calendar.eventCreate", { title: "Nope", start: "2030-05-01T09:00:00Z" }),
    ).rejects.toMatchObject({
      code: "BAD_SETTINGS",
    });
    await expect(
      run("calendar.eventCreate", {
        module: calendar,
        title: "x".repeat(5000),
        start: "2030-05-01T09:00:00Z",
      }),
    ).rejects.toMatchObject({ code: "BAD_SETTINGS" });
    expect(await getDb().calendarEvent.count({ where: { title: "Nope" } })).toBe(0);
  });

  it("puts a meeting scheduled in the calendar, end to end, its start by FEEL", async () => {
    const automation = await deployed(
      team.member,
      flows,
      bpmn(`<bpmn:startEvent id="S" suite:trigger="meeting.scheduled" />
        ${service("A", "calendar.eventCreate", {
          module: calendar,
          title: '="Prep: " + title',
          start: "=start",
          durationMinutes: 15,
        })}
        <bpmn:endEvent id="E" />
        ${flow("F1", "S", "A")}${flow("F2", "A", "E")}`),
    );
    const mark = await outboxMark();
    const made = await rooms.made(room, team.member, meeting("Board review", team.admin));
    await deliverSince(mark);
    const [instance] = await runsOf(automation.id);
    expect(instance).toMatchObject({ status: "completed" });
    const event = await getDb().calendarEvent.findFirstOrThrow({
      where: { moduleId: calendar, title: "Prep: Board review" },
    });
    expect(event.start.toISOString()).toBe(new Date(made.startTime).toISOString());
    expect(event.end.getTime() - event.start.getTime()).toBe(15 * 60_000);
    expect(instance!.variables).toMatchObject({ A: { eventId: event.id } });
    await dropAutomations(automation.id);
  });
});
