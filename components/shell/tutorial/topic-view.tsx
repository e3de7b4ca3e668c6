"use client";

import { Carousel } from "@mantine/carousel";
import { ActionIcon, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { EmblaCarouselType } from "embla-carousel";
import { useTranslations } from "next-intl";
import Image from "next/image";
import { useState } from "react";
import { AddModuleArt, OpenModuleArt } from "./slide-art";
import { TUTORIAL_SLIDES, topicCover, type TutorialTopic } from "./topics";

/** One tutorial topic: its description and its illustrations in a carousel with Back and Next. */
export function TopicView({ topic, onBack }: { topic: TutorialTopic; onBack: () => void }) {
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
