import "server-only";
import { escapeHtml } from "@/lib/html-text";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import { ActionError, type ActionDefinition } from "@/lib/server/automation/types";
import { oncePerExecution, ownerActor, viaService } from "@/lib/server/automation/owner";
import { actionText, idSetting } from "@/lib/server/automation/settings";
import { createEventSchema } from "@/modules/ai-calendar/schemas/events";
import { EVENT_DAYS_MAX } from "@/modules/ai-calendar/shared/types";
import { createEvent } from "./create-event";

// AI calendar's automation action (its kind.ts `automation.actions`): an event created in a calendar
// through the calendar's own service as the automation's owner (its gate: a viewer may not add, another
// workspace's calendar is not found), once per execution.

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An instant with its offset: a wall clock alone would be read on the server's zone. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const DEFAULT_MINUTES = 30;

/**
 * The start as text: a string, or what FEEL's `date and time(…)`/`date(…)` evaluate to (their text
 * is ISO), or a Date.
 */
function startText(value: unknown): string {
  if (value === undefined || value === null || value === "")
    throw new ActionError("start is required: an ISO date-time such as 2025-05-01T09:00:00Z", "BAD_SETTINGS");
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  if (typeof value === "string") return value.trim();
  if (typeof value === "object" && !Array.isArray(value)) {
    const text = String(value);
    return text === "[object Object]" ? "" : text;
  }
  return "";
}

const shown = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** The event's start and end as the calendar's service takes them (an all-day event by its dates). */
function timesOf(settings: Record<string, unknown>, allDay: boolean) {
  const text = startText(settings.start);
  const minutesValue = settings.durationMinutes;
  const minutes =
    minutesValue === undefined || minutesValue === null || minutesValue === ""
      ? DEFAULT_MINUTES
      : Number(minutesValue);
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > EVENT_DAYS_MAX * 1440)
    throw new ActionError(
      `durationMinutes must be a number of minutes from 1 to ${EVENT_DAYS_MAX * 1440}`,
      "BAD_SETTINGS",
    );
  if (allDay) {
    // A date, or the date written in a date-time: the days the event covers, at least one.
    const day = DATE.test(text) || INSTANT.test(text) ? text.slice(0, 10) : "";
    const from = Date.parse(`${day}T00:00:00Z`);
    if (!day || !Number.isFinite(from))
      throw new ActionError(
        `start must be an ISO date such as 2025-05-01 (got ${shown(text)})`,
        "BAD_SETTINGS",
      );
    const days = Math.max(1, Math.ceil(minutes / 1440));
    const to = new Date(from + days * DAY_MS).toISOString().slice(0, 10);
    return { startDate: day, endDate: to };
  }
  const at = INSTANT.test(text) ? Date.parse(text) : Number.NaN;
  if (!Number.isFinite(at))
    throw new ActionError(
      `start must be an ISO date-time with its offset such as 2025-05-01T09:00:00Z (got ${shown(text)})`,
      "BAD_SETTINGS",
    );
  return {
    startDate: new Date(at).toISOString(),
    endDate: new Date(at + Math.round(minutes) * 60_000).toISOString(),
  };
}

/** Plain text as the calendar's rich text: each line a paragraph, nothing in it read as HTML. */
function descriptionHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("");
}

const yes = (value: unknown) => value === true || value === "yes" || value === "true";

const createEventAction: ActionDefinition = {
  name: "calendar.eventCreate",
  async run(context, settings) {
    const moduleId = idSetting(settings, "module");
    const allDay = yes(settings.allDay);
    const description = actionText(settings, "description", false);
    // The calendar's own schema: its limits and messages (a 400 is BAD_SETTINGS).
    const body = await viaService(async () =>
      parseInput(createEventSchema, {
        title: actionText(settings, "title", true),
        ...timesOf(settings, allDay),
        allDay,
        ...(description !== undefined && { description: descriptionHtml(description) }),
      }),
    );
    const actor = await ownerActor(context);
    const result = await oncePerExecution(
      context,
      async () => {
        const event = await viaService(() => createEvent(actor, moduleId, body));
        return { eventId: event.id, start: event.startDate, end: event.endDate };
      },
      // A crash after the create: the event the owner created in the calendar with this title and start since.
      async (since) => {
        const found = await getDb().calendarEvent.findFirst({
          where: {
            moduleId,
            workspaceId: context.workspaceId,
            createdById: context.ownerId,
            title: body.title,
            start: allDay ? new Date(`${body.startDate}T00:00:00Z`) : new Date(body.startDate),
            createdAt: { gte: since },
          },
          orderBy: { createdAt: "asc" },
          select: { id: true, start: true, end: true },
        });
        return found
          ? { eventId: found.id, start: found.start.toISOString(), end: found.end.toISOString() }
          : null;
      },
    );
    return { result };
  },
};

export const calendarActions: readonly ActionDefinition[] = [createEventAction];
