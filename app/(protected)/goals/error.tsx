"use client";

import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useEffect } from "react";
import { GOALS_HOME } from "@/lib/client/goals/links";

/** A goals page that failed to render: the message, a retry and a way back to the goals, inside the app's frame. */
export default function GoalsError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Stack maw={640} mx="auto" py="xl" px="md">
      <Alert color="red" role="alert" title={t("errors.somethingWentWrong")}>
        <Stack gap="sm">
          <Text size="sm">{t("goals.errorText")}</Text>
          <Group gap="sm">
            <Button size="xs" variant="light" color="red" onClick={reset}>
              {t("goals.retry")}
            </Button>
            <Button size="xs" variant="default" component={Link} href={GOALS_HOME}>
              {t("goals.page.backToGoals")}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Stack>
  );
}
