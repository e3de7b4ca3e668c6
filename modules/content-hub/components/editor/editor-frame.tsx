"use client";

import { Alert, Box, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";

/** An editor's page: loading, the load error (or not found, with the way back), else the editor. */
export function EditorFrame({
  ready,
  loadError,
  backHref,
  onRetry,
  children,
}: {
  ready: boolean;
  loadError: { message: string; notFound: boolean } | null;
  backHref: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useTranslations("contentHub.editor");
  return (
    <Box px={{ base: "sm", sm: "md" }} py="md" w="100%" miw={0}>
      {loadError ? (
        <Alert color="red" role="alert" title={loadError.notFound ? t("notFound") : undefined}>
          <Stack gap="xs">
            <Text size="sm">{loadError.message}</Text>
            <Group gap="xs">
              <Button component={Link} href={backHref} size="xs" variant="default">
                {t("backToList")}
              </Button>
              {!loadError.notFound && (
                <Button size="xs" variant="light" color="red" onClick={onRetry}>
                  {t("retry")}
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      ) : ready ? (
        children
      ) : (
        <Stack aria-busy="true" aria-label={t("loading")}>
          <Skeleton h={36} w="50%" />
          <Skeleton h={280} />
        </Stack>
      )}
    </Box>
  );
}
