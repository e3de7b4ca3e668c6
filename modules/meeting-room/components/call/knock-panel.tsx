"use client";

import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconDoorEnter } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Knock } from "@/modules/meeting-room/call/protocol";

interface Props {
  knocks: Knock[];
  admit: (socketId: string, admit: boolean) => Promise<boolean>;
}

/** Guests waiting in the lobby, each with Admit and Deny (any member in the call answers). */
export function KnockPanel({ knocks, admit }: Props) {
  const t = useTranslations("meetingRoom.call.guest");
  const [busy, setBusy] = useState<string | null>(null);
  if (knocks.length === 0) return null;
  const answer = async (socketId: string, admitted: boolean) => {
    setBusy(socketId);
    await admit(socketId, admitted);
    setBusy(null);
  };
  return (
    <Paper withBorder p="sm" role="region" aria-label={t("waitingList")} data-testid="call-knocks">
      <Stack gap="xs" aria-live="polite">
        {knocks.map((knock) => (
          <Group key={knock.socketId} justify="space-between" wrap="wrap" gap="xs">
            <Group gap={6} wrap="nowrap">
              <IconDoorEnter size={18} aria-hidden />
              <Text size="sm">{t("knocking", { name: knock.name })}</Text>
            </Group>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                disabled={busy === knock.socketId}
                onClick={() => void answer(knock.socketId, false)}
                aria-label={t("denyLabel", { name: knock.name })}
              >
                {t("deny")}
              </Button>
              <Button
                size="xs"
                loading={busy === knock.socketId}
                onClick={() => void answer(knock.socketId, true)}
                aria-label={t("admitLabel", { name: knock.name })}
              >
                {t("admit")}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
