"use client";

import { Group, Text, VisuallyHidden } from "@mantine/core";
import { IconLock, IconUsers } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useTranslations } from "next-intl";

/** The lock shown on private projects, named for screen readers. */
export function PrivateIcon() {
  const t = useTranslations("projects.card");
  return (
    <IconLock size={16} role="img" aria-label={t("private")} data-testid="project-private">
      <title>{t("private")}</title>
    </IconLock>
  );
}

export function FollowerCount({ count }: { count: number }) {
  const t = useTranslations("projects.card");
  return (
    <Group gap={4} wrap="nowrap" c="dimmed" data-testid="project-followers">
      <IconUsers size={16} aria-hidden />
      <Text size="sm" aria-hidden>
        {count}
      </Text>
      <VisuallyHidden>{t("followers", { count })}</VisuallyHidden>
    </Group>
  );
}

/** 'Modified MMM D' in the user's language (dayjs's locale is set by AppProviders). */
export function ModifiedDate({ updatedAt, withLabel = true }: { updatedAt: string; withLabel?: boolean }) {
  const t = useTranslations("projects.card");
  const date = dayjs(updatedAt).format("MMM D");
  return (
    <Text size="sm" c="dimmed" suppressHydrationWarning>
      <time dateTime={updatedAt}>{withLabel ? t("modified", { date }) : date}</time>
    </Text>
  );
}
