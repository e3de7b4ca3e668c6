"use client";

import { Carousel } from "@mantine/carousel";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { EmblaCarouselType } from "embla-carousel";
import { useTranslations } from "next-intl";
import Image from "next/image";
import { useState, type ReactNode } from "react";
import { AddModuleArt, OpenModuleArt } from "./slide-art";
import { TUTORIAL_SLIDES, guideOf, topicCover } from "./topics";

/**
 * A kind's tutorial as a carousel with Back and Next: a built kind's own slides (its manifest's
 * `guide`: a numbered step, its title and text), else the generic ones (its cover, how to add it,
 * where it opens). The popover's topic view and a module's Tutorial button show it.
 */
export function GuideSlides({ tag, title }: { tag: string; title: string }) {
  const t = useTranslations("tutorial");
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [slide, setSlide] = useState(0);
  const guide = guideOf(tag);
  const slides: { key: string; body: ReactNode }[] = guide
    ? guide.map((key, index) => ({
        key,
        body: (
          <Paper withBorder radius="md" p="md" mih={150}>
            <Stack gap={6}>
              <Badge variant="light" size="sm" w="fit-content">
                {index + 1}
              </Badge>
              <Text fw={600} size="sm">
                {t(`guides.${tag}.${key}.title` as never)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`guides.${tag}.${key}.text` as never)}
              </Text>
            </Stack>
          </Paper>
        ),
      }))
    : TUTORIAL_SLIDES.map((kind) => ({
        key: kind,
        body: (
          <Stack gap={6}>
            {kind === "cover" ? (
              <Image
                src={topicCover(tag as never)}
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
        ),
      }));
  const last = slides.length - 1;

  return (
    <Stack gap="sm">
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
        {slides.map(({ key, body }, index) => (
          <Carousel.Slide
            key={key}
            aria-roledescription="slide"
            aria-label={t("slideOf", { current: index + 1, total: slides.length })}
            aria-hidden={index !== slide}
            data-testid="tutorial-slide"
          >
            {body}
          </Carousel.Slide>
        ))}
      </Carousel>
      <Group justify="space-between">
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="tutorial-position">
          {t("slideOf", { current: slide + 1, total: slides.length })}
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
