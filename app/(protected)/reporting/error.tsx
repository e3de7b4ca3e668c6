"use client";

import { Alert, Button, Stack } from "@mantine/core";
import { useTranslations } from "next-intl";

/** A reporting page that failed to render: the reason and a retry, inside the app's frame. */
export default function ReportingError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("reporting.view");
  return (
    <Stack p="md" maw={640}>
      <Alert color="red" role="alert" title={t("pageFailed")}>
        <Button size="xs" variant="light" color="red" mt="sm" onClick={reset}>
          {t("retry")}
        </Button>
      </Alert>
    </Stack>
  );
}
