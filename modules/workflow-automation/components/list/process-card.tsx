"use client";

import { ActionIcon, Anchor, Badge, Card, Group, Menu, Stack, Text } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import Link from "next/link";
import type { ModuleInfo } from "@/lib/modules/types";
import type { ProcessSummary } from "@/modules/workflow-automation/shared/types";
import { automationHrefs, type AutomationPlace } from "@/modules/workflow-automation/shared/urls";
import { ProcessPreview } from "./process-preview";

export interface CardActions {
  onRename: () => void;
  onToggle: () => void;
  onRun: () => void;
  onDelete: () => void;
}

/** Whether it runs: on (deployed and enabled), off, paused after failures, or a draft never deployed. */
export function processState(process: ProcessSummary): "draft" | "on" | "off" | "paused" {
  if (process.version === 0) return "draft";
  if (process.enabled) return "on";
  return process.pausedReason ? "paused" : "off";
}

const STATE_COLORS = { draft: "gray", on: "teal", off: "gray", paused: "orange" } as const;

/** The spec's card menu (Rename, Preview, Instances list) and the automation's other actions. */
function CardMenu(
  props: { place: AutomationPlace; process: ProcessSummary; info: ModuleInfo } & CardActions,
) {
  const t = useTranslations("workflowAutomation.list");
  const tc = useTranslations("common");
  const { process, info, place } = props;
  const state = processState(process);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("actions", { name: process.resourceName })}
          data-testid="automation-menu"
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} href={automationHrefs.modeler(place, process.id)}>
          {info.access.edit ? t("edit") : t("open")}
        </Menu.Item>
        {info.access.edit && <Menu.Item onClick={props.onRename}>{t("rename")}</Menu.Item>}
        <Menu.Item
          component="a"
          href={automationHrefs.viewer(place, process.id)}
          target="_blank"
          rel="noopener"
        >
          {t("previewAction")}
        </Menu.Item>
        <Menu.Item component={Link} href={automationHrefs.instances(place, process.id)} scroll={false}>
          {t("instances")}
        </Menu.Item>
        {info.access.edit && state !== "draft" && (
          <>
            <Menu.Item onClick={props.onRun} disabled={state !== "on"}>
              {t("runNow")}
            </Menu.Item>
            <Menu.Item onClick={props.onToggle}>{state === "on" ? t("turnOff") : t("turnOn")}</Menu.Item>
          </>
        )}
        {info.access.delete && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" onClick={props.onDelete}>
              {tc("delete")}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** One automation of the list: its process drawn small, name, state, version, owner and last change. */
export function ProcessCard(
  props: {
    place: AutomationPlace;
    process: ProcessSummary;
    info: ModuleInfo;
    /** The clock of "changed … ago" (the server's render, so the HTML and the hydrated page agree). */
    now: Date;
  } & CardActions,
) {
  const t = useTranslations("workflowAutomation.list");
  const format = useFormatter();
  const { process, place } = props;
  const state = processState(process);
  return (
    <Card withBorder padding="md" data-testid="automation-card" data-process-id={process.id}>
      <Card.Section withBorder inheritPadding py="xs">
        <ProcessPreview moduleId={place.moduleId} process={process} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor
            component={Link}
            href={automationHrefs.modeler(place, process.id)}
            fw={600}
            lineClamp={1}
            data-testid="automation-card-name"
          >
            {process.resourceName}
          </Anchor>
          <CardMenu {...props} />
        </Group>
        <Group gap={6}>
          <Badge variant="light" color={STATE_COLORS[state]} data-testid="automation-state">
            {t(`state.${state}`)}
          </Badge>
          {process.version > 0 && (
            <Badge variant="outline" color="gray">
              {t("version", { version: process.version })}
            </Badge>
          )}
          <Badge variant="light" color={process.level === "basic" ? "grape" : "indigo"}>
            {t(`level.${process.level}`)}
          </Badge>
        </Group>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed" lineClamp={1}>
            {process.owner.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {format.relativeTime(
              new Date(Math.min(Date.parse(process.updatedAt), props.now.getTime())),
              props.now,
            )}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
