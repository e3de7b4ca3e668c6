"use client";

import { ActionIcon, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { GuideSlides } from "./guide-slides";
import type { TutorialTopic } from "./topics";

/** One tutorial topic: its description and its tutorial's slides (GuideSlides) with Back and Next. */
export function TopicView({ topic, onBack }: { topic: TutorialTopic; onBack: () => void }) {
  const t = useTranslations("tutorial");
  const title = t(`topics.${topic}.title`);

  return (
    <Stack gap="sm" data-testid="tutorial-topic">
      <Group gap={6} wrap="nowrap">
        <ActionIcon variant="subtle" color="gray" onClick={onBack} aria-label={t("allTopics")} data-autofocus>
          <IconArrowLeft size={16} />
        </ActionIcon>
        <Title order={2} size="h5">
          {title}
        </Title>
      </Group>
      <Text size="sm">{t(`topics.${topic}.description`)}</Text>
      <GuideSlides tag={topic} title={title} />
    </Stack>
  );
}
