"use client";

import { Checkbox, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { WEBHOOK_EVENT_AREAS, WEBHOOK_EVENT_GROUPS, WEBHOOK_PING_EVENT } from "@/lib/webhooks/catalog";
import { useWebhookText } from "./use-webhook-text";

/**
 * The events a webhook hears, one group per area of the API (the API tokens' area names), each with
 * a checkbox that selects or clears the whole group; the search keeps the events whose label or type
 * matches. Native checkboxes: Tab moves between them, Space toggles.
 */
export function EventPicker({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  error: string | null;
}) {
  const t = useTranslations("settings.webhooks.form");
  const tAreas = useTranslations("settings.apiTokens.areas");
  const { eventLabel } = useWebhookText();
  const [search, setSearch] = useState("");
  const ids = useId();
  const chosen = new Set(value);
  const needle = search.trim().toLowerCase();

  const groups = WEBHOOK_EVENT_AREAS.map((area) => {
    const all: readonly string[] = WEBHOOK_EVENT_GROUPS[area];
    const areaLabel = tAreas(area);
    const shown = needle
      ? all.filter((type) =>
          [type, eventLabel(type), areaLabel].some((text) => text.toLowerCase().includes(needle)),
        )
      : all;
    return { area, areaLabel, all, shown };
  }).filter((group) => group.shown.length > 0);

  // Kept in the catalogue's order, whatever order they were ticked in.
  const set = (types: Set<string>) =>
    onChange(
      WEBHOOK_EVENT_AREAS.flatMap((area) => WEBHOOK_EVENT_GROUPS[area].filter((type) => types.has(type))),
    );
  const toggle = (type: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(type);
    else next.delete(type);
    set(next);
  };
  const toggleGroup = (types: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const type of types) {
      if (on) next.add(type);
      else next.delete(type);
    }
    set(next);
  };

  return (
    <Stack gap={6} data-testid="webhook-events">
      <div>
        <Text size="sm" fw={500} id={`${ids}-label`}>
          {t("events")}{" "}
          <Text span c="red" aria-hidden>
            *
          </Text>
        </Text>
        <Text size="xs" c="dimmed">
          {t("eventsHint", { ping: WEBHOOK_PING_EVENT })}
        </Text>
      </div>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <TextInput
          type="search"
          aria-label={t("searchEvents")}
          placeholder={t("searchEvents")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: "100%", xs: 280 }}
          data-testid="webhook-event-search"
        />
        <Text size="xs" c="dimmed" aria-live="polite">
          {t("selectedCount", { count: chosen.size })}
        </Text>
      </Group>
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("noEventFound")}
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="sm"
          verticalSpacing="sm"
          role="group"
          aria-labelledby={`${ids}-label`}
        >
          {groups.map(({ area, areaLabel, all, shown }) => {
            const count = all.filter((type) => chosen.has(type)).length;
            return (
              <Fieldset key={area} legend={areaLabel} p="sm" data-testid={`webhook-event-group-${area}`}>
                <Stack gap={6}>
                  <Checkbox
                    label={t("selectAll")}
                    checked={count === all.length}
                    indeterminate={count > 0 && count < all.length}
                    onChange={(event) => toggleGroup(all, event.currentTarget.checked)}
                    fw={500}
                  />
                  {shown.map((type) => (
                    <Checkbox
                      key={type}
                      label={eventLabel(type)}
                      description={type}
                      checked={chosen.has(type)}
                      onChange={(event) => toggle(type, event.currentTarget.checked)}
                      data-testid="webhook-event"
                      data-event-type={type}
                    />
                  ))}
                </Stack>
              </Fieldset>
            );
          })}
        </SimpleGrid>
      )}
      {error && (
        <Text size="xs" c="red" role="alert" data-testid="webhook-events-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
