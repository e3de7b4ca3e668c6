"use client";

import { Carousel } from "@mantine/carousel";
import { ActionIcon, Box, Button, Chip, Group, Popover, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconHelpCircle } from "@tabler/icons-react";
import type { EmblaCarouselType } from "embla-carousel";
import { useTranslations } from "next-intl";
import Image from "next/image";
import { useRef, useState } from "react";
import { AddModuleArt, OpenModuleArt } from "./tutorial/slide-art";
import { TUTORIAL_SLIDES, TUTORIAL_TOPICS, topicCover, type TutorialTopic } from "./tutorial/topics";

/** The header's help: pick a topic, read its description and page through its illustrations. */
export function TutorialPopover() {
  const t = useTranslations("tutorial");
  const [opened, setOpened] = useState(false);
  const [topic, setTopic] = useState<TutorialTopic | null>(null);
  const topicsRef = useRef<HTMLDivElement>(null);

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
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

function TopicView({ topic, onBack }: { topic: TutorialTopic; onBack: () => void }) {
  const t = useTranslations("tutorial");
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [slide, setSlide] = useState(0);
  const title = t(`topics.${topic}.title`);
  const last = TUTORIAL_SLIDES.length - 1;

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
      <Carousel
        withControls={false}
        withIndicators
        getEmblaApi={setEmbla}
        onSlideChange={setSlide}
        slideGap="sm"
        emblaOptions={{ loop: false }}
        aria-roledescription="carousel"
        aria-label={title}
        styles={{ indicator: { background: "var(--mantine-primary-color-filled)" } }}
        pb="lg"
      >
        {TUTORIAL_SLIDES.map((kind, index) => (
          <Carousel.Slide
            key={kind}
            aria-roledescription="slide"
            aria-label={t("slideOf", { current: index + 1, total: TUTORIAL_SLIDES.length })}
            aria-hidden={index !== slide}
            data-testid="tutorial-slide"
          >
            <Stack gap={6}>
              {kind === "cover" ? (
                <Image
                  src={topicCover(topic)}
                  alt={title}
                  width={320}
                  height={200}
                  style={{ width: "100%", height: "auto", borderRadius: 12 }}
                />
              ) : kind === "add" ? (
                <AddModuleArt />
              ) : (
                <OpenModuleArt />
              )}
              <Text size="xs" c="dimmed">
                {t(`slides.${kind}`, { name: title })}
              </Text>
            </Stack>
          </Carousel.Slide>
        ))}
      </Carousel>
      <Group justify="space-between">
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="tutorial-position">
          {t("slideOf", { current: slide + 1, total: TUTORIAL_SLIDES.length })}
        </Text>
        <Group gap={6}>
          <Button size="xs" variant="default" disabled={slide === 0} onClick={() => embla?.scrollPrev()}>
            {t("back")}
          </Button>
          <Button size="xs" disabled={slide === last} onClick={() => embla?.scrollNext()}>
            {t("next")}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
