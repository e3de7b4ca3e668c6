"use client";

import { Checkbox, ColorSwatch, Group, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { CalendarLayers } from "./calendar-layers";

/** The layers a calendar can show, each a checkbox with its colour and kind (loaded when opened). */
export function LayersList({ state }: { state: CalendarLayers }) {
  const t = useTranslations("aiCalendar.layers");
  return (
    <Stack gap="xs" data-testid="calendar-layers-list">
      <Text fw={600} size="sm">
        {t("title")}
      </Text>
      {state.layers.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("none")}
        </Text>
      )}
      {state.layers.map((layer) => (
        <Checkbox
          key={layer.moduleId}
          checked={!state.hidden.includes(layer.moduleId)}
          onChange={() => state.toggle(layer.moduleId)}
          label={
            <Group gap={6} wrap="nowrap">
              <ColorSwatch color={state.colorOf(layer.moduleId)} size={12} aria-hidden />
              <span>
                {layer.name}
                <Text span size="xs" c="dimmed">
                  {" · "}
                  {t.has(`kinds.${layer.tag}`) ? t(`kinds.${layer.tag}`) : layer.tag}
                  {layer.truncated ? ` · ${t("truncated")}` : ""}
                </Text>
              </span>
            </Group>
          }
        />
      ))}
    </Stack>
  );
}
