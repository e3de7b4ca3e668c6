"use client";

import { Button, Center, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { DASHBOARD } from "./report-header";

/** A saved report that does not exist, or that the viewer may not see (the 404 reveals no more). */
export function ReportNotFound() {
  const t = useTranslations("reporting.notFound");
  return (
    <Center mih="50vh" p="md" data-testid="report-not-found">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Text fz={56} fw={700} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1} fz="h2">
          {t("title")}
        </Title>
        <Text>{t("message")}</Text>
        <Button component={Link} href={DASHBOARD} mt="sm">
          {t("back")}
        </Button>
      </Stack>
    </Center>
  );
}
