"use client";

import { Button, Group, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconArrowRight, IconArrowsExchange, IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { FORM_FEATURES } from "@/lib/integrations/features";
import type { ModuleIntegrationItem } from "@/lib/integrations/types";
import { ModuleLabel } from "./module-label";

/**
 * One integration: source module → target module and what the link does (its manifests' feature),
 * with Edit, Delete and (a form's) Field mapping for those who manage it.
 */
export function IntegrationRow({
  item,
  canManage,
  onEdit,
  onMap,
  onDelete,
}: {
  item: ModuleIntegrationItem;
  canManage: boolean;
  onEdit: () => void;
  onMap: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("integrations");
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="li"
      data-testid="integration-row"
      data-integration-id={item.id}
    >
      <Group justify="space-between" gap="md">
        <Stack gap={6} miw={0}>
          <Group gap="md" wrap="wrap" miw={0} data-testid="integration-link">
            <ModuleLabel module={item.source} />
            <IconArrowRight size={20} aria-hidden />
            <VisuallyHidden>{t("connectedTo")}</VisuallyHidden>
            <ModuleLabel module={item.target} />
          </Group>
          <Text size="sm" c="dimmed" data-testid="integration-feature">
            {t(`features.${item.feature}`)}
          </Text>
        </Stack>
        {canManage && (
          <Group gap="xs">
            {FORM_FEATURES.has(item.feature) && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconArrowsExchange size={14} aria-hidden />}
                onClick={onMap}
                data-testid="integration-map"
              >
                {t("mapping.open")}
              </Button>
            )}
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={onEdit}
              data-testid="integration-edit"
            >
              {t("edit")}
            </Button>
            <Button
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onDelete}
              data-testid="integration-delete"
            >
              {t("delete")}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
