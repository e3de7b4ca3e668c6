"use client";

import { Box, Group, Text, ThemeIcon } from "@mantine/core";
import { useTranslations } from "next-intl";
import { ModuleIcon } from "@/components/modules/module-icon";
import type { IntegrationModule } from "@/lib/integrations/types";

/** A module as the integration dialog shows it: its kind's cover icon, its name, its kind and project. */
export function ModuleLabel({ module, compact = false }: { module: IntegrationModule; compact?: boolean }) {
  const tCatalog = useTranslations("catalog");
  const details = [tCatalog(`${module.tag}.title`), module.project?.name].filter(Boolean).join(" · ");
  return (
    <Group gap="sm" wrap="nowrap" miw={0} data-testid="integration-module" data-module-id={module.moduleId}>
      <ThemeIcon variant="light" size={compact ? "md" : "lg"} radius="md" aria-hidden>
        <ModuleIcon tag={module.tag} size={compact ? 16 : 20} />
      </ThemeIcon>
      <Box miw={0}>
        <Text size="sm" fw={500} truncate="end">
          {module.name}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {details}
        </Text>
      </Box>
    </Group>
  );
}
