"use client";

import { Button, Card, Group, PasswordInput, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/client/api";
import { dvShareApi } from "@/modules/data-visualization/client/api";
import type { PublicDashboard } from "@/modules/data-visualization/shared/shares";

/**
 * A link's password form: the password sent as typed; the server's answer opens the dashboard (and
 * sets the link's cookie), or says why not ('Wrong password', too many tries).
 */
export function PublicUnlockForm(props: {
  token: string;
  zone: string;
  onOpened: (dashboard: PublicDashboard) => void;
}) {
  const t = useTranslations("dataVisualization.public");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t("passwordRequired"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      props.onOpened(await dvShareApi.unlock(props.token, password, props.zone));
    } catch (failure) {
      setError(errorMessage(failure, t("unlockError")));
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" p="xl" maw={440} mx="auto" w="100%">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="public-unlock">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light">
              <IconLock aria-hidden />
            </ThemeIcon>
            <Title order={1} size="h3">
              {t("lockedTitle")}
            </Title>
          </Group>
          <Text c="dimmed" size="sm">
            {t("locked")}
          </Text>
          <PasswordInput
            label={t("password")}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={error}
            autoFocus
            autoComplete="off"
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ "aria-label": t("showPassword") }}
            data-testid="public-unlock-password"
          />
          <Button type="submit" loading={busy} data-testid="public-unlock-submit">
            {t("unlock")}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
