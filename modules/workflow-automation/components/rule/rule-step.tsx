"use client";

import { ActionIcon, Code, Group, Paper, Select, Stack, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { catalogEntry, type CatalogEntry } from "@/modules/workflow-automation/shared/catalog";
import { catalogKey, SettingFieldInput } from "../modeler/setting-field";
import { WebhookUrl } from "../modeler/webhook-url";

export interface StepDraft {
  name: string;
  config: Record<string, unknown>;
}

/**
 * A trigger or an action of the rule: what it is (from the catalog) and the settings it declares;
 * an action has its place buttons (up, down, remove).
 */
export function RuleStep(props: {
  kind: "trigger" | "action";
  index?: number;
  step: StepDraft;
  catalog: readonly CatalogEntry[];
  projectId: string | null;
  error?: string | null;
  onChange: (step: StepDraft) => void;
  move?: { up: (() => void) | null; down: (() => void) | null; remove: (() => void) | null };
  /** The automation, for an incoming webhook's address (the rule's start event is StartEvent_1). */
  automation?: { moduleId: string; processId: string; deployed: boolean };
}) {
  const t = useTranslations("workflowAutomation.catalog");
  const tm = useTranslations("workflowAutomation.modeler");
  const tr = useTranslations("workflowAutomation.rule");
  const { step } = props;
  const entry = step.name ? catalogEntry(props.catalog, step.name) : undefined;
  const group = props.kind === "trigger" ? "triggers" : "actions";
  const label =
    props.kind === "trigger" ? tm("trigger") : tr("actionLabel", { number: (props.index ?? 0) + 1 });
  const listed = props.kind === "trigger" ? entry?.variables : entry?.outputs;
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`rule-${props.kind}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-end">
          <Select
            label={label}
            withAsterisk
            searchable
            style={{ flex: 1 }}
            data={props.catalog.map((item) => ({
              value: item.name,
              label: t(`${group}.${catalogKey(item.name)}`),
            }))}
            value={step.name || null}
            placeholder={props.kind === "trigger" ? tm("triggerPlaceholder") : tm("actionPlaceholder")}
            error={props.error}
            onChange={(name) => props.onChange({ name: name ?? "", config: {} })}
            data-testid={`rule-${props.kind}-name`}
          />
          {props.move && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={!props.move.up}
                onClick={props.move.up ?? undefined}
                aria-label={tr("moveUp")}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={!props.move.down}
                onClick={props.move.down ?? undefined}
                aria-label={tr("moveDown")}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                disabled={!props.move.remove}
                onClick={props.move.remove ?? undefined}
                aria-label={tr("removeAction")}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Group>
        {entry?.fields.map((field) => (
          <SettingFieldInput
            key={`${entry.name}:${field.key}`}
            field={field}
            value={step.config[field.key]}
            projectId={props.projectId}
            onChange={(value) => {
              const config = { ...step.config };
              if (value === undefined) delete config[field.key];
              else config[field.key] = value;
              props.onChange({ ...step, config });
            }}
          />
        ))}
        {props.kind === "trigger" && step.name === "webhook" && props.automation && (
          <WebhookUrl {...props.automation} elementId="StartEvent_1" />
        )}
        {listed && listed.length > 0 && (
          <Text size="xs" c="dimmed">
            {props.kind === "trigger"
              ? tm("startsWith")
              : tr("resultHolds", { number: (props.index ?? 0) + 1 })}{" "}
            {listed.map((variable) => (
              <Code key={variable} mr={4}>
                {props.kind === "trigger" ? variable : `Task_${(props.index ?? 0) + 1}.${variable}`}
              </Code>
            ))}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
