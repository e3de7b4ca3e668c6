"use client";

import { Alert, Button, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { GUEST_NAME_MAX } from "@/modules/meeting-room/call/protocol";
import type { useGuestAdmission } from "./use-guest-admission";

interface Props {
  admission: ReturnType<typeof useGuestAdmission>;
  /** The name asked with (the call shows it). */
  name: string;
  onName: (name: string) => void;
  /** The camera and microphone are ready (or refused: a guest may still listen). */
  ready: boolean;
}

/**
 * A guest's part of the pre-join screen: the name to be known by, Ask to join, then the wait for a
 * member to let them in (Cancel), a refusal (Ask again) or a failure of the lobby.
 */
export function GuestEntry({ admission, name, onName, ready }: Props) {
  const t = useTranslations("meetingRoom.call.guest");
  const [invalid, setInvalid] = useState(false);
  const { step, error } = admission;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setInvalid(trimmed.length === 0);
    if (trimmed) void admission.ask(trimmed);
  };

  if (step === "waiting" || step === "admitted") {
    return (
      <Stack align="center" gap="xs" role="status" data-testid="guest-waiting">
        <Loader size="sm" />
        <Text fw={600}>{step === "admitted" ? t("admitted") : t("waitingTitle")}</Text>
        {step === "waiting" && (
          <>
            <Text size="sm" c="dimmed" ta="center">
              {t("waitingBody")}
            </Text>
            <Button variant="default" onClick={admission.cancel}>
              {t("cancel")}
            </Button>
          </>
        )}
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {step === "denied" && (
          <Alert color="orange" title={t("deniedTitle")} role="alert" data-testid="guest-denied">
            {t("deniedBody")}
          </Alert>
        )}
        {error && (
          <Alert color="red" title={t(`errors.${error}.title`)} role="alert" data-testid="guest-error">
            {t(`errors.${error}.body`)}
          </Alert>
        )}
        <TextInput
          label={t("name")}
          description={t("nameHint")}
          value={name}
          onChange={(event) => {
            onName(event.currentTarget.value);
            if (invalid) setInvalid(false);
          }}
          maxLength={GUEST_NAME_MAX}
          error={invalid ? t("nameRequired") : undefined}
          autoComplete="name"
          required
        />
        <Group justify="center">
          <Button size="md" type="submit" loading={step === "asking"} disabled={!ready}>
            {step === "denied" ? t("askAgain") : t("ask")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
