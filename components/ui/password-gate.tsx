"use client";

import { Button, Card, Group, PasswordInput, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/client/api";

/** The texts of a password gate, in the visitor's language (each caller's own namespace). */
export interface PasswordGateTexts {
  title: string;
  intro: string;
  password: string;
  submit: string;
  required: string;
  failed: string;
  /** The show/hide button's name (omitted: the toggle is not focusable). */
  showPassword?: string;
}

/**
 * A public link's password form (a file management link, a published dashboard): the password sent
 * as typed by `onUnlock`; its error (the server's 'Wrong password', too many tries) shown on the
 * field, and the form usable again.
 */
export function PasswordGate(props: {
  texts: PasswordGateTexts;
  testId: string;
  onUnlock: (password: string) => Promise<void>;
}) {
  const { texts, testId } = props;
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(texts.required);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await props.onUnlock(password);
    } catch (failure) {
      setError(errorMessage(failure, texts.failed));
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" p="xl" maw={440} mx="auto" w="100%">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light">
              <IconLock aria-hidden />
            </ThemeIcon>
            <Title order={1} size="h3">
              {texts.title}
            </Title>
          </Group>
          <Text c="dimmed" size="sm">
            {texts.intro}
          </Text>
          <PasswordInput
            label={texts.password}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={error}
            autoFocus
            autoComplete="off"
            visibilityToggleFocusable={texts.showPassword !== undefined}
            visibilityToggleButtonProps={
              texts.showPassword !== undefined ? { "aria-label": texts.showPassword } : undefined
            }
            data-testid={`${testId}-password`}
          />
          <Button type="submit" loading={busy} data-testid={`${testId}-submit`}>
            {texts.submit}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
