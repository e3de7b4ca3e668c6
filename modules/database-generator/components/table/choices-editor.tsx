"use client";

import { ActionIcon, Button, ColorSwatch, Group, Menu, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import {
  CHOICE_COLORS,
  CHOICES_MAX,
  CHOICE_NAME_MAX,
  type ChoiceColor,
} from "@/modules/database-generator/shared/columns";

export interface ChoiceDraft {
  /** Absent for a choice added here (the server gives it an id). */
  id?: string;
  name: string;
  color: ChoiceColor;
  /** A stable key for React while it has no id. */
  key: string;
}

/** A select's choices: names and colours, added, renamed, recoloured, removed (a removed choice leaves its cells). */
export function ChoicesEditor(props: {
  value: ChoiceDraft[];
  onChange: (value: ChoiceDraft[]) => void;
  error?: string | null;
}) {
  const t = useTranslations("databaseGenerator.columnDialog");
  const { value, onChange } = props;
  const set = (index: number, patch: Partial<ChoiceDraft>) =>
    onChange(value.map((choice, i) => (i === index ? { ...choice, ...patch } : choice)));
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t("choices")}
      </Text>
      {value.length === 0 && (
        <Text size="xs" c="dimmed">
          {t("noChoices")}
        </Text>
      )}
      {value.map((choice, index) => (
        <Group key={choice.key} gap={6} wrap="nowrap">
          <Menu position="bottom-start">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                aria-label={t("choiceColor", { name: choice.name || String(index + 1) })}
              >
                <ColorSwatch size={18} color={`var(--mantine-color-${choice.color}-5)`} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Group gap={4} p={4} maw={180}>
                {CHOICE_COLORS.map((color) => (
                  <ActionIcon
                    key={color}
                    variant="subtle"
                    aria-label={color}
                    onClick={() => set(index, { color })}
                  >
                    <ColorSwatch size={18} color={`var(--mantine-color-${color}-5)`} />
                  </ActionIcon>
                ))}
              </Group>
            </Menu.Dropdown>
          </Menu>
          <TextInput
            aria-label={t("choiceName", { number: index + 1 })}
            value={choice.name}
            maxLength={CHOICE_NAME_MAX}
            onChange={(event) => set(index, { name: event.currentTarget.value })}
            style={{ flex: 1 }}
            size="xs"
            data-testid="choice-name"
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t("removeChoice", { name: choice.name || String(index + 1) })}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      ))}
      {props.error && (
        <Text size="xs" c="red" role="alert">
          {props.error}
        </Text>
      )}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={14} />}
        disabled={value.length >= CHOICES_MAX}
        onClick={() =>
          onChange([
            ...value,
            {
              name: "",
              color: CHOICE_COLORS[(value.length + 1) % CHOICE_COLORS.length]!,
              key: `new-${Date.now()}-${value.length}`,
            },
          ])
        }
        style={{ alignSelf: "flex-start" }}
        data-testid="add-choice"
      >
        {t("addChoice")}
      </Button>
    </Stack>
  );
}
