"use client";

import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useTranslations } from "next-intl";
import Image from "next/image";
import { useState } from "react";
import { SearchInput } from "@/components/ui/search-input";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import type { AvailableModule } from "@/lib/modules/types";
import { nameMatches } from "./navbar/navigation-filter";
import { useAddWorkspaceModule } from "./navbar/use-add-workspace-module";
import { useModuleCatalog } from "./navbar/use-module-catalog";

/**
 * 'Modules': every catalog module as a card; 'Add module' adds it to the workspace on its own
 * (not to a project). Inactive modules are greyed and cannot be added.
 */
export function ModulesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTranslations("modulesModal");
  const [query, setQuery] = useState("");
  const { catalog, error, loading, retry } = useModuleCatalog(opened);
  const { adding, add } = useAddWorkspaceModule();
  const shown = (catalog ?? []).filter(
    (module) => nameMatches(module.title, query) || nameMatches(module.description, query),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t("title")} size={1200} data-testid="modules-modal">
      <Stack gap="md">
        <SearchInput label={t("search")} value={query} onChange={setQuery} data-autofocus />
        <Box>
          <Title order={3} size="h4">
            {t("allModules")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("independent")}
          </Text>
        </Box>
        <LoadError
          error={error === null ? null : errorMessage(error, t("loadFailed"))}
          retryLabel={t("retry")}
          onRetry={retry}
        />
        {loading && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} aria-busy="true" aria-label={t("loading")}>
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} height={220} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {catalog && shown.length === 0 && (
          <Text c="dimmed" ta="center" py="xl" data-testid="modules-modal-empty">
            {t("noResults", { q: query.trim() })}
          </Text>
        )}
        {catalog && shown.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} data-testid="modules-modal-grid">
            {shown.map((module) => (
              <ModuleCard
                key={module.id}
                module={module}
                adding={adding === module.id}
                busy={adding !== null}
                onAdd={() => void add(module)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Modal>
  );
}

function ModuleCard({
  module,
  adding,
  busy,
  onAdd,
}: {
  module: AvailableModule;
  adding: boolean;
  busy: boolean;
  onAdd: () => void;
}) {
  const t = useTranslations("modulesModal");
  const [from, to] = module.uiSettings.gradient;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="module-card"
      data-tag={module.tag}
      aria-disabled={!module.active || undefined}
      style={{ opacity: module.active ? 1 : 0.55, filter: module.active ? undefined : "grayscale(0.8)" }}
    >
      <Card.Section style={{ background: `linear-gradient(135deg, ${from}, ${to})` }}>
        <Image
          src={module.uiSettings.coverImage}
          alt=""
          width={320}
          height={200}
          style={{ width: "100%", height: 120, objectFit: "cover", display: "block" }}
        />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" truncate>
            {module.title}
          </Text>
          {!module.active && (
            <Badge size="xs" color="gray" variant="light">
              {t("unavailable")}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
          {module.description}
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={onAdd}
          loading={adding}
          disabled={!module.active || (busy && !adding)}
          aria-label={t("addNamed", { name: module.title })}
        >
          {t("add")}
        </Button>
      </Stack>
    </Card>
  );
}
