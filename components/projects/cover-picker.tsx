"use client";

import { AspectRatio, Badge, Box, Radio, SimpleGrid, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { coverImageUrl, DEFAULT_COVERS, PRESET_COVERS } from "@/lib/projects/covers";

interface CoverPickerProps {
  value: string | null;
  /** The cover saved on the project, marked 'Current'. */
  saved: string | null;
  onChange: (cover: string) => void;
  disabled: boolean;
}

/**
 * The 3 default illustrations, the 8 presets and an uploaded picture (if any) as radio tiles:
 * arrow keys move between them, the chosen one shows a check.
 */
export function CoverPicker({ value, saved, onChange, disabled }: CoverPickerProps) {
  const t = useTranslations("projects.edit");
  const uploaded = [value, saved].filter(
    (cover, index, all): cover is string => !!cover?.startsWith("files/") && all.indexOf(cover) === index,
  );
  const tiles = [
    ...DEFAULT_COVERS.map((cover, index) => ({ cover, label: t("coverDefault", { number: index + 1 }) })),
    ...PRESET_COVERS.map((cover, index) => ({ cover, label: t("coverPreset", { number: index + 1 }) })),
    ...uploaded.map((cover) => ({ cover, label: t("coverUploaded") })),
  ];

  return (
    <Radio.Group
      label={t("cover")}
      description={value === null ? t("coverAutomatic") : undefined}
      value={value ?? ""}
      onChange={onChange}
      name="project-cover"
    >
      <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" mt="xs" data-testid="cover-picker">
        {tiles.map(({ cover, label }) => {
          const checked = value === cover;
          return (
            <Radio.Card
              key={cover}
              value={cover}
              aria-label={label}
              disabled={disabled}
              radius="sm"
              p={0}
              style={{ overflow: "hidden", opacity: disabled ? 0.6 : 1 }}
              data-testid="cover-option"
            >
              <Box pos="relative">
                <AspectRatio ratio={16 / 9}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- static SVG covers and uploaded files */}
                  <img src={coverImageUrl(cover, 0)} alt="" style={{ objectFit: "cover" }} loading="lazy" />
                </AspectRatio>
                {checked && (
                  <Box
                    pos="absolute"
                    top={4}
                    right={4}
                    bg="var(--mantine-primary-color-filled)"
                    c="white"
                    style={{ borderRadius: "50%", display: "flex", padding: 2 }}
                  >
                    <IconCheck size={14} aria-hidden />
                  </Box>
                )}
                {cover === saved && (
                  <Badge size="xs" pos="absolute" bottom={4} left={4} variant="filled" color="dark">
                    {t("coverCurrent")}
                  </Badge>
                )}
              </Box>
              <Text size="xs" px={6} py={4} truncate>
                {label}
              </Text>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
