"use client";

import { Alert, Button, Group } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { errorMessage, type ApiError } from "@/lib/client/api";

/** A list that could not be read: the server's message with the spec's console hint, and Retry. */
export function ListError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const t = useTranslations("onlineChat");
  return (
    <Alert color="red" m="sm" title={t("errorTitle")}>
      {t("errorText", { message: errorMessage(error, t("loadFailed")) })}
      <Button variant="light" size="xs" mt="xs" onClick={onRetry}>
        {t("retry")}
      </Button>
    </Alert>
  );
}

/** 'Load more' under a list with a further page. */
export function LoadMore({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const t = useTranslations("onlineChat");
  return (
    <Group justify="center" p="sm">
      <Button variant="subtle" size="xs" loading={loading} onClick={onLoad}>
        {t("loadMore")}
      </Button>
    </Group>
  );
}

/** Logs a failure for the console and returns the spec's text for it ('… check console for more information.'). */
export function useFailure() {
  const t = useTranslations("onlineChat");
  return useCallback(
    (error: unknown) => {
      console.error(error);
      return t("errorText", { message: errorMessage(error, t("loadFailed")) });
    },
    [t],
  );
}
