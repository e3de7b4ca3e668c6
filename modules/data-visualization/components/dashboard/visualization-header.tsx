"use client";

import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";
import { ModuleBreadcrumbs } from "@/components/modules/module-breadcrumbs";
import type { ModuleInfo } from "@/lib/modules/types";
import { dvHrefs, type DvPlace } from "./hrefs";

/**
 * A visualization's header: where it is (Dashboards, the project, the module's visualizations), its
 * name and description, and its buttons — `publishSlot` (the Publish button, beside Add chart), then
 * Add chart for those who may add.
 */
export function VisualizationHeader(props: {
  info: ModuleInfo;
  place: DvPlace;
  name: string;
  description: string | null;
  onAddChart: () => void;
  /** The Publish button's place (the spec's 'Publish', built with the share links). */
  publishSlot?: ReactNode;
}) {
  const t = useTranslations("dataVisualization.dashboard");
  return (
    <Stack gap="xs">
      <ModuleBreadcrumbs
        label={t("crumbs")}
        dashboards={t("dashboards")}
        project={props.info.project}
        workspaceModules={t("workspaceModules")}
      />
      <Group gap={6} mt={-6}>
        <Anchor component={Link} href={dvHrefs.list(props.place)} size="sm" data-testid="visualizations-link">
          {props.info.name}
        </Anchor>
        <Text size="sm" c="dimmed" aria-hidden>
          /
        </Text>
        <Text size="sm" c="dimmed" aria-current="page">
          {props.name}
        </Text>
      </Group>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: "1 1 260px" }}>
          <Title order={2} data-testid="visualization-name" style={{ overflowWrap: "anywhere" }}>
            {props.name}
          </Title>
          {props.description && (
            <Text size="sm" c="dimmed">
              {props.description}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          {props.publishSlot}
          {props.info.access.add && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={props.onAddChart}
              data-testid="add-chart"
            >
              {t("addChart")}
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
