"use client";

import { Button, Group, Paper, VisuallyHidden } from "@mantine/core";
import { IconArrowRight, IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { ModuleIntegrationItem } from "@/lib/integrations/types";
import { ModuleLabel } from "./module-label";

/** One integration: source module → target module, with Edit and Delete for those who manage it. */
export function IntegrationRow({
  item,
  canManage,
  onEdit,
  onDelete,
}: {
  item: ModuleIntegrationItem;
  canManage: boolean;
  onEdit: () => void;
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
        <Group gap="md" wrap="wrap" miw={0} data-testid="integration-link">
          <ModuleLabel module={item.source} />
          <IconArrowRight size={20} aria-hidden />
          <VisuallyHidden>{t("connectedTo")}</VisuallyHidden>
          <ModuleLabel module={item.target} />
        </Group>
        {canManage && (
          <Group gap="xs">
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
