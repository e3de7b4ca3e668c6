"use client";

import { Avatar, Badge, Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useLocale, useTranslations } from "next-intl";
import type { MouseEvent } from "react";
import type { MeetingOccurrence, MeetingResponse } from "@/modules/meeting-room/shared/types";
import { meetingDate, timeRange } from "./meeting-format";
import classes from "./meeting-room.module.css";

/** Avatars shown before "+N" (spec §9: avatar group max 3). */
const AVATARS_MAX = 3;

/** A row's link: its details route, opened by the page on a plain click. */
export type RowLink = (meeting: MeetingOccurrence) => {
  href: string;
  onClick: (event: MouseEvent) => void;
};

const RESPONSE_COLORS: Record<MeetingResponse, string> = {
  accepted: "teal",
  tentative: "yellow",
  declined: "red",
  needsAction: "gray",
};

/** An answer as a badge: Accepted, Maybe, Declined or Not answered. */
export function ResponseBadge({ response, testId }: { response: MeetingResponse; testId?: string }) {
  const t = useTranslations("meetingRoom.page.responses");
  return (
    <Badge variant="light" color={RESPONSE_COLORS[response]} data-testid={testId} data-response={response}>
      {t(response)}
    </Badge>
  );
}

interface MeetingListProps {
  meetings: readonly MeetingOccurrence[];
  zone: string;
  me: { id: string };
  rowLink: RowLink;
  /** Rows of one day leave the date out. */
  withDate?: boolean;
  testId: string;
}

/**
 * Meetings as rows (occurrences of a series each on its own): title, date, HH:mm–HH:mm in the viewer's
 * zone, host, up to three attendees' avatars and "+N", the viewer's answer when invited. Each row is a
 * link to its details.
 */
export function MeetingList({ meetings, zone, me, rowLink, withDate = true, testId }: MeetingListProps) {
  const t = useTranslations("meetingRoom.page");
  const locale = useLocale();
  const nameOf = (person: { userId: string | null; name: string }) =>
    person.userId === me.id ? t("me") : person.name;
  return (
    <Stack component="ul" gap="xs" className={classes.list} data-testid={testId}>
      {meetings.map((meeting) => {
        const people = meeting.attendees;
        const shown = people.slice(0, AVATARS_MAX);
        const more = people.length - shown.length;
        const link = rowLink(meeting);
        return (
          <li key={`${meeting.id} ${meeting.occurrenceStart ?? meeting.startTime}`}>
            <Paper withBorder radius="md" className={classes.row}>
              <UnstyledButton
                component="a"
                href={link.href}
                onClick={link.onClick}
                className={classes.rowLink}
                data-testid="meeting-row"
                data-meeting-id={meeting.id}
              >
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Stack gap={2} className={classes.rowText}>
                    <Text fw={600} truncate data-testid="meeting-row-title">
                      {meeting.summary}
                    </Text>
                    <Text size="sm" data-testid="meeting-row-when">
                      {withDate && `${meetingDate(meeting.startTime, zone, locale)} · `}
                      {timeRange(meeting.startTime, meeting.endTime, zone)}
                    </Text>
                    {meeting.host && (
                      <Text size="sm" c="dimmed">
                        {t("host", { name: meeting.host.id === me.id ? t("me") : meeting.host.name })}
                      </Text>
                    )}
                  </Stack>
                  <Group gap="sm" wrap="nowrap">
                    {people.length > 0 && (
                      <>
                        <VisuallyHidden>
                          {t("attendees", { names: people.map(nameOf).join(", ") })}
                        </VisuallyHidden>
                        <Avatar.Group spacing={6} aria-hidden>
                          {shown.map((person) => (
                            <Avatar
                              key={person.userId ?? person.email ?? person.name}
                              name={person.name}
                              color="initials"
                              size={28}
                            />
                          ))}
                          {more > 0 && <Avatar size={28}>+{more}</Avatar>}
                        </Avatar.Group>
                      </>
                    )}
                    {meeting.myResponse !== null && (
                      <>
                        <VisuallyHidden>{t("myResponse")}</VisuallyHidden>
                        <ResponseBadge response={meeting.myResponse} testId="meeting-row-response" />
                      </>
                    )}
                  </Group>
                </Group>
              </UnstyledButton>
            </Paper>
          </li>
        );
      })}
    </Stack>
  );
}
