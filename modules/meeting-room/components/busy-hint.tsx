"use client";

import { Alert, List, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { call } from "@/lib/client/api";
import { customQuery, moduleTag } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import { addDays, localTime, zonedTimeToUtc } from "@/lib/time/zoned";
import type * as contracts from "@/modules/meeting-room/contracts";
import { draftInstants, type MeetingDraft } from "@/modules/meeting-room/shared/page-draft";

/** The members' busy times of a day in `zone` (one read per day and people; times only). */
const busyQuery = (moduleId: string, userIds: string[], day: string, zone: string) => {
  const from = zonedTimeToUtc(day, "00:00", zone)!.toISOString();
  const to = zonedTimeToUtc(addDays(day, 1), "00:00", zone)!.toISOString();
  return customQuery(
    ["meeting-room busy", moduleId, userIds, from, to],
    (signal) =>
      call<typeof contracts.listBusy>(
        "POST /api/v1/meeting-room/{moduleId}/busy",
        { params: { moduleId }, body: { userIds, from, to } },
        { signal },
      ),
    [moduleTag(moduleId)],
  );
};

/**
 * Free/busy hints under the drawer's attendees: when the members it invites are busy on the chosen day
 * (every calendar and meeting room of the workspace; times only), and who of them is busy at the
 * chosen time. Outside guests' calendars are not ours to read.
 */
export function BusyHint({
  moduleId,
  draft,
  editing,
}: {
  moduleId: string;
  draft: MeetingDraft;
  /** The meeting being edited: its own time does not count against its people. */
  editing: { startTime: string; endTime: string } | null;
}) {
  const t = useTranslations("meetingRoom.busy");
  const members = draft.attendees.flatMap((attendee) =>
    attendee.kind === "member" ? [{ id: attendee.id, name: attendee.name }] : [],
  );
  const ids = members.map((member) => member.id);
  const busy = useQuery(
    members.length > 0 && draft.day ? busyQuery(moduleId, ids, draft.day, draft.timeZone) : null,
  );
  const chosen = draftInstants(draft);
  if (members.length === 0 || !busy.data || !chosen) return null;
  const own = editing ? { start: Date.parse(editing.startTime), end: Date.parse(editing.endTime) } : null;
  const rows = busy.data.map((person) => ({
    name: members.find((member) => member.id === person.userId)?.name ?? "",
    intervals: person.busy
      .map((interval) => ({ start: Date.parse(interval.startDate), end: Date.parse(interval.endDate) }))
      // The meeting's own time, when editing, is not a conflict with itself.
      .filter((interval) => !(own && interval.start >= own.start && interval.end <= own.end)),
  }));
  const clashing = rows.filter((row) =>
    row.intervals.some((interval) => interval.start < chosen.end && interval.end > chosen.start),
  );
  const span = (interval: { start: number; end: number }) =>
    `${localTime(interval.start, draft.timeZone)}–${localTime(interval.end, draft.timeZone)}`;
  const busyRows = rows.filter((row) => row.intervals.length > 0);
  return (
    <Alert
      color={clashing.length > 0 ? "yellow" : "teal"}
      variant="light"
      icon={clashing.length > 0 ? <IconAlertTriangle size={16} /> : <IconCircleCheck size={16} />}
      data-testid="meeting-busy-hint"
      aria-live="polite"
    >
      <Text size="sm" fw={500}>
        {clashing.length > 0 ? t("clash", { names: clashing.map((row) => row.name).join(", ") }) : t("free")}
      </Text>
      {busyRows.length > 0 && (
        <List size="xs" mt={4} spacing={2}>
          {busyRows.map((row) => (
            <List.Item key={row.name}>
              {t("busyAt", { name: row.name, times: row.intervals.map(span).join(", ") })}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
