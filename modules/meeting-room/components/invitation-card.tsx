"use client";

import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { call } from "@/lib/client/api";
import type { answerInvitation } from "@/modules/meeting-room/contracts";
import type { MeetingInvitation, MeetingResponse } from "@/modules/meeting-room/shared/types";

const ANSWERS = ["accepted", "tentative", "declined"] as const;
const COLORS: Record<MeetingResponse, string> = {
  accepted: "green",
  tentative: "yellow",
  declined: "red",
  needsAction: "gray",
};

/** The meeting's time on its own clock: "Tuesday, 1 December 2026", "09:00", "09:30". */
function timesOf(invitation: MeetingInvitation, locale: string) {
  const zone = invitation.timeZone;
  const day = new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: "full" });
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const start = new Date(invitation.startTime);
  return {
    date: day.format(start),
    start: time.format(start),
    end: time.format(new Date(invitation.endTime)),
    zone,
  };
}

/**
 * The answer page of an invitation e-mail's link (app/(public)/meeting-invitation/[token]): the
 * meeting, who was invited, their answer, and the three buttons that change it.
 */
export function InvitationCard(props: { token: string; initial: MeetingInvitation | null; locale: string }) {
  const t = useTranslations("meetingRoom.respond");
  const [invitation, setInvitation] = useState(props.initial);
  const [sending, setSending] = useState<MeetingResponse | null>(null);
  const [state, setState] = useState<"idle" | "saved" | "error">("idle");

  if (!invitation)
    return (
      <Alert color="red" role="alert" title={t("title")}>
        {t("invalid")}
      </Alert>
    );

  const answer = async (response: (typeof ANSWERS)[number]) => {
    setSending(response);
    setState("idle");
    try {
      const next = await call<typeof answerInvitation>("POST /api/v1/public/meeting-invitations/{token}", {
        params: { token: props.token },
        body: { response },
      });
      setInvitation(next);
      setState("saved");
    } catch {
      setState("error");
    } finally {
      setSending(null);
    }
  };

  return (
    <Card withBorder radius="md" padding="xl">
      <Stack gap="md">
        <IconCalendarEvent size={32} aria-hidden />
        <Title order={1} size="h3">
          {invitation.summary}
        </Title>
        <Text size="sm">{t("when", timesOf(invitation, props.locale))}</Text>
        {invitation.rule && (
          <Badge variant="light" w="fit-content">
            {t("repeats")}
          </Badge>
        )}
        {invitation.host && (
          <Text size="sm" c="dimmed">
            {t("from", { host: invitation.host, invitee: invitation.invitee })}
          </Text>
        )}
        <Group gap="xs">
          <Text size="sm">{t("answered")}</Text>
          <Badge color={COLORS[invitation.response]} data-testid="invitation-response">
            {t(`responses.${invitation.response}`)}
          </Badge>
        </Group>
        {state === "saved" && (
          <Alert color="green" role="status">
            {t("saved")}
          </Alert>
        )}
        {state === "error" && (
          <Alert color="red" role="alert">
            {t("error")}
          </Alert>
        )}
        <Text fw={500}>{t("question")}</Text>
        <Group>
          {ANSWERS.map((response) => (
            <Button
              key={response}
              variant={invitation.response === response ? "filled" : "default"}
              color={COLORS[response]}
              aria-pressed={invitation.response === response}
              loading={sending === response}
              disabled={sending !== null && sending !== response}
              onClick={() => void answer(response)}
            >
              {t(response)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
