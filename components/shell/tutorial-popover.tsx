"use client";

import { ActionIcon, Box, Button, Chip, Group, Loader, Popover, Stack, Title } from "@mantine/core";
import { IconHelpCircle, IconRoute } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { useTourReplay } from "./guided-tour";
import { TUTORIAL_TOPICS, type TutorialTopic } from "./tutorial/topics";

// The carousel (embla) loads when a topic is first opened, not with every page.
const TopicView = dynamic(() => import("./tutorial/topic-view").then((module) => module.TopicView), {
  ssr: false,
  loading: function TopicLoading() {
    const t = useTranslations("common");
    return <Loader size="sm" m="md" aria-label={t("loading")} />;
  },
});

/** The header's help: pick a topic, read its description and page through its illustrations. */
export function TutorialPopover() {
  const t = useTranslations("tutorial");
  const [opened, setOpened] = useState(false);
  const [topic, setTopic] = useState<TutorialTopic | null>(null);
  const topicsRef = useRef<HTMLDivElement>(null);
  const replayTour = useTourReplay();

  // Back from a topic: focus returns to its tag, so the keyboard (and Escape) stay in the popover.
  function backToTopics(from: TutorialTopic) {
    setTopic(null);
    requestAnimationFrame(() =>
      topicsRef.current?.querySelector<HTMLInputElement>(`[data-topic="${from}"] input`)?.focus(),
    );
  }

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      onClose={() => setTopic(null)}
      position="bottom-end"
      width={380}
      shadow="md"
      withArrow
      trapFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t("open")}
          onClick={() => setOpened((value) => !value)}
          data-testid="tutorial-toggle"
        >
          <IconHelpCircle size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label={t("open")} data-testid="tutorial-popover" maw="calc(100vw - 16px)">
        {topic ? (
          <TopicView topic={topic} onBack={() => backToTopics(topic)} />
        ) : (
          <Stack gap="sm">
            <Title order={2} size="h5">
              {t("question")}
            </Title>
            <Group gap={6} role="list" aria-label={t("topicsLabel")} ref={topicsRef}>
              {TUTORIAL_TOPICS.map((tag) => (
                <Box key={tag} role="listitem" data-topic={tag}>
                  <Chip checked={false} size="xs" variant="outline" onChange={() => setTopic(tag)}>
                    {t(`topics.${tag}.title`)}
                  </Chip>
                </Box>
              ))}
            </Group>
            {replayTour && (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconRoute size={14} aria-hidden />}
                onClick={() => {
                  setOpened(false);
                  replayTour();
                }}
                data-testid="tour-replay"
              >
                {t("replayTour")}
              </Button>
            )}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
