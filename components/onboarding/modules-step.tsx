"use client";

import { Badge, Box, Button, Checkbox, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import Image from "next/image";
import { useState } from "react";
import type { AvailableModule } from "@/lib/modules/types";
import { StepActions } from "@/components/wizard/step-actions";

/** The step's choices as the actions both wizards' reducers share. */
export type ModulesStepAction =
  | { type: "modulesChosen"; modules: string[] }
  | { type: "back"; save: { modules: string[] } }
  | { type: "skip" };

/** ModulesStep's `onNext`, `onBack` and `onSkip`, dispatched as ModulesStepActions. */
export function modulesStepHandlers(dispatch: (action: ModulesStepAction) => void) {
  return {
    onNext: (modules: string[]) => dispatch({ type: "modulesChosen", modules }),
    onBack: (modules: string[]) => dispatch({ type: "back", save: { modules } }),
    onSkip: () => dispatch({ type: "skip" }),
  };
}

/** Step 3 'Everything's here!': pick catalog modules; inactive ones are greyed and cannot be chosen. */
export function ModulesStep({
  catalog,
  initial,
  onNext,
  onBack,
  onSkip,
}: {
  catalog: AvailableModule[];
  initial: string[];
  onNext: (modules: string[]) => void;
  onBack: (modules: string[]) => void;
  onSkip: () => void;
}) {
  const t = useTranslations("onboarding");
  const [chosen, setChosen] = useState<string[]>(initial);
  // Catalog order (Quick Access first), with the modules that can be chosen ahead of the others.
  const ordered = [...catalog].sort((a, b) => Number(b.active) - Number(a.active));
  const toggle = (tag: string, on: boolean) =>
    setChosen((current) => (on ? [...current, tag] : current.filter((value) => value !== tag)));

  return (
    <Stack>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="modules-selected">
        {t("selectedCount", { count: chosen.length })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="module-choices">
        {ordered.map((module) => (
          <Checkbox.Card
            key={module.tag}
            radius="md"
            p="sm"
            checked={chosen.includes(module.tag)}
            disabled={!module.active}
            onChange={(checked) => module.active && toggle(module.tag, checked)}
            aria-label={t("moduleSelect", { name: module.title })}
            data-testid="module-choice"
            data-tag={module.tag}
            style={{ opacity: module.active ? 1 : 0.5, cursor: module.active ? "pointer" : "not-allowed" }}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Box
                w={40}
                h={40}
                style={{
                  flexShrink: 0,
                  borderRadius: 8,
                  background: `linear-gradient(135deg, ${module.uiSettings.gradient[0]}, ${module.uiSettings.gradient[1]})`,
                  display: "grid",
                  placeItems: "center",
                }}
              >
                <Image src={module.uiSettings.coverImage} alt="" width={26} height={26} />
              </Box>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap={6} wrap="nowrap" justify="space-between">
                  <Text fw={600} size="sm" truncate>
                    {module.title}
                  </Text>
                  {module.active ? (
                    <Checkbox.Indicator disabled={!module.active} size="sm" />
                  ) : (
                    <Badge size="xs" color="gray" variant="light">
                      {t("unavailable")}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {module.description}
                </Text>
              </Stack>
            </Group>
          </Checkbox.Card>
        ))}
      </SimpleGrid>
      <StepActions
        onBack={() => onBack(chosen)}
        onSkip={onSkip}
        primary={<Button onClick={() => onNext(chosen)}>{t("next")}</Button>}
      />
    </Stack>
  );
}
