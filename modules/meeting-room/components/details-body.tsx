"use client";

import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Group,
  Menu,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconChalkboard, IconCopy, IconDots, IconMessages, IconVideo } from "@tabler/icons-react";
import { useLocale, useTranslations } from "next-intl";
import { useState, type MouseEvent } from "react";
import { errorMessage } from "@/lib/client/api";
import { localDay } from "@/lib/time/zoned";
import { meetingApi } from "@/modules/meeting-room/client/api";
import { readRule, WEEKDAY_CODES } from "@/modules/meeting-room/shared/page-rule";
import type { Meeting, MeetingDetails, MeetingResponse } from "@/modules/meeting-room/shared/types";
import { meetingDate, timeRange, weekdayName } from "./meeting-format";
import { ResponseBadge } from "./meeting-list";

type Answer = Exclude<MeetingResponse, "needsAction">;
const ANSWERS: { response: Answer; key: "accept" | "maybe" | "decline"; color: string }[] = [
  { response: "accepted", key: "accept", color: "teal" },
  { response: "tentative", key: "maybe", color: "yellow" },
  { response: "declined", key: "decline", color: "red" },
];

/** The times shown: the occurrence the dialog was opened on (its own times, from the server), else the meeting's. */
function shownTimes(meeting: MeetingDetails): { start: string; end: string } {
  const shown = meeting.occurrence ?? meeting;
  return { start: shown.startTime, end: shown.endTime };
}

/** A repeat rule in words (the drawer's choices; any other rule as it is written). */
function useRuleText() {
  const t = useTranslations("meetingRoom.details.repeat");
  const locale = useLocale();
  return (meeting: Meeting) => {
    const reading = readRule(meeting.rule, localDay(meeting.startTime, meeting.timeZone));
    switch (reading.choice) {
      case "weekly":
        return t("weekly", { weekday: weekdayName(WEEKDAY_CODES.indexOf(reading.weekday), locale) });
      case "monthly":
        return t("monthly", { day: reading.monthDay });
      case "custom":
        return t("custom", { rule: reading.rule });
      default:
        return t(reading.choice);
    }
  };
}

interface DetailsBodyProps {
  moduleId: string;
  meeting: MeetingDetails;
  zone: string;
  me: { id: string };
  onEdit: () => void;
  onInvite: () => void;
  onDelete: () => void;
  onSaved: (meeting: Meeting) => void;
  /** The links that open the meeting's whiteboard and its conversation. */
  boardLink: { href: string; onClick: (event: MouseEvent) => void };
  chatLink: { href: string; onClick: (event: MouseEvent) => void };
}

/**
 * The details: title, date, HH:mm–HH:mm and zone, repeat, description, host and participants with
 * their answers ('Me' for the viewer), Copy link, Join now, the viewer's own answer when invited, and a menu with
 * Edit, Invite people and Delete as their rights allow.
 */
export function DetailsBody({
  moduleId,
  meeting,
  zone,
  me,
  onEdit,
  onInvite,
  onDelete,
  onSaved,
  boardLink,
  chatLink,
}: DetailsBodyProps) {
  const t = useTranslations("meetingRoom.details");
  const tPage = useTranslations("meetingRoom.page");
  const locale = useLocale();
  const ruleText = useRuleText();
  const clipboard = useClipboard({ timeout: 3_000 });
  const [answering, setAnswering] = useState<Answer | null>(null);
  const times = shownTimes(meeting);
  const nameOf = (person: { userId: string | null; name: string }) =>
    person.userId === me.id ? tPage("me") : person.name;

  const answer = async (response: Answer) => {
    setAnswering(response);
    try {
      onSaved(await meetingApi.answer(moduleId, meeting.id, response));
      notifications.show({ color: "teal", message: t("answered") });
    } catch (failure) {
      notifications.show({ color: "red", message: errorMessage(failure, t("answerError")) });
    } finally {
      setAnswering(null);
    }
  };
  const facts: [string, string, string][] = [
    [t("date"), meetingDate(times.start, zone, locale), "meeting-details-date"],
    [t("time"), timeRange(times.start, times.end, zone), "meeting-details-time"],
    [
      t("timeZone"),
      zone === meeting.timeZone ? zone : t("otherZone", { zone, meetingZone: meeting.timeZone }),
      "meeting-details-zone",
    ],
    [t("repeat.label"), ruleText(meeting), "meeting-details-repeat"],
  ];
  const menu = meeting.canEdit || meeting.canDelete;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="start" wrap="nowrap">
        <Title order={2} size="h3" data-testid="meeting-details-title">
          {meeting.summary}
        </Title>
        {menu && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t("actions")}
                data-testid="meeting-details-menu"
              >
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {meeting.canEdit && <Menu.Item onClick={onEdit}>{t("edit")}</Menu.Item>}
              {meeting.canEdit && <Menu.Item onClick={onInvite}>{t("invite")}</Menu.Item>}
              {meeting.canDelete && (
                <Menu.Item color="red" onClick={onDelete}>
                  {t("delete")}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
        {facts.map(([label, value, testId]) => (
          <div key={testId}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} data-testid={testId}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {meeting.description && (
        <Text style={{ whiteSpace: "pre-wrap" }} data-testid="meeting-details-description">
          {meeting.description}
        </Text>
      )}
      <Stack gap="xs" component="section" aria-labelledby="meeting-participants">
        <Title order={3} size="h5" id="meeting-participants">
          {t("participants", { count: meeting.attendees.length })}
        </Title>
        <Stack
          component="ul"
          gap={6}
          m={0}
          p={0}
          style={{ listStyle: "none" }}
          data-testid="meeting-participants"
        >
          {meeting.attendees.map((person) => (
            <Group
              component="li"
              key={person.userId ?? person.email ?? person.name}
              gap="sm"
              wrap="nowrap"
              data-testid="meeting-participant"
            >
              <Avatar name={person.name} color="initials" size={28} aria-hidden />
              <Text size="sm" truncate>
                {nameOf(person)}
              </Text>
              {person.host && (
                <Badge variant="filled" size="sm" data-testid="meeting-host-badge">
                  {t("host")}
                </Badge>
              )}
              <ResponseBadge response={person.response} />
            </Group>
          ))}
        </Stack>
      </Stack>
      {meeting.myResponse !== null && (
        <Group gap="xs" role="group" aria-labelledby="meeting-my-answer">
          <Text size="sm" fw={500} id="meeting-my-answer">
            {t("yourAnswer")}
          </Text>
          {ANSWERS.map(({ response, key, color }) => (
            <Button
              key={response}
              size="xs"
              color={color}
              variant={meeting.myResponse === response ? "light" : "default"}
              aria-pressed={meeting.myResponse === response}
              loading={answering === response}
              disabled={answering !== null && answering !== response}
              onClick={() => void answer(response)}
              data-testid={`meeting-answer-${response}`}
            >
              {t(key)}
            </Button>
          ))}
        </Group>
      )}
      <Group justify="space-between">
        <Text
          size="sm"
          c={clipboard.error ? "red" : undefined}
          aria-live="polite"
          data-testid="meeting-copy-status"
        >
          {clipboard.copied
            ? t("copied")
            : clipboard.error
              ? t("copyFailed", { link: meeting.meetLink })
              : ""}
        </Text>
        <Button
          variant="light"
          leftSection={<IconCopy size={16} aria-hidden />}
          onClick={() => clipboard.copy(meeting.meetLink)}
          data-testid="meeting-copy-link"
        >
          {t("copyLink")}
        </Button>
        {[
          {
            link: chatLink,
            icon: <IconMessages size={16} aria-hidden />,
            label: t("chat"),
            testId: "meeting-chat-open",
          },
          {
            link: boardLink,
            icon: <IconChalkboard size={16} aria-hidden />,
            label: t("whiteboard"),
            testId: "meeting-board",
          },
        ].map(({ link, icon, label, testId }) => (
          <Button
            key={testId}
            component="a"
            variant="default"
            {...link}
            leftSection={icon}
            data-testid={testId}
          >
            {label}
          </Button>
        ))}
        {/* A page load, not a client navigation: the call page's headers let it use the camera. */}
        <Button
          component="a"
          href={meeting.meetLink}
          leftSection={<IconVideo size={16} aria-hidden />}
          data-testid="meeting-join"
        >
          {t("join")}
        </Button>
      </Group>
    </Stack>
  );
}
