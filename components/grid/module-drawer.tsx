"use client";

import { Badge, Box, Button, Card, Drawer, Group, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { ModuleIcon } from "@/components/modules/module-icon";
import type { DragEvent } from "react";
import type { CatalogModule } from "./grid-types";
import classes from "./module-grid.module.css";

interface ModuleDrawerProps {
  opened: boolean;
  onClose: () => void;
  catalog: CatalogModule[];
  /** Catalog ids already on the grid: marked 'Added' (they may still be added again). */
  placed: ReadonlySet<string>;
  /** Whether modules can be dragged into the grid (the layout is editable at this width). */
  canDrag: boolean;
  onAdd: (entry: CatalogModule) => void;
  onDragStart: (entry: CatalogModule) => void;
  onDragEnd: () => void;
}

/** The catalog by category, in catalog order (Quick Access first). */
function byCategory(catalog: CatalogModule[]): [string, CatalogModule[]][] {
  const groups = new Map<string, CatalogModule[]>();
  for (const entry of catalog) groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry]);
  return [...groups];
}

/**
 * 'Add module' (right drawer): every catalog module, draggable into the grid when active, with an
 * Add button that puts it in the first free spot (for keyboard users too). Inactive ones are greyed.
 */
export function ModuleDrawer(props: ModuleDrawerProps) {
  const t = useTranslations("grid.drawer");

  function startDrag(event: DragEvent<HTMLDivElement>, entry: CatalogModule) {
    event.dataTransfer.effectAllowed = "copy";
    // Firefox starts a drag only with data set.
    event.dataTransfer.setData("text/plain", entry.tag);
    props.onDragStart(entry);
  }

  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size="md"
      title={t("title")}
      keepMounted
      data-testid="module-drawer"
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t("intro")}
        </Text>
        {byCategory(props.catalog).map(([category, modules]) => (
          <Stack key={category} gap="xs" component="section" aria-label={categoryLabel(t, category)}>
            <Title order={4}>{categoryLabel(t, category)}</Title>
            {modules.map((entry) => {
              const draggable = entry.active && props.canDrag;
              const card = (
                <Card
                  withBorder
                  padding="sm"
                  radius="md"
                  className={`${classes.catalogCard} ${entry.active ? "" : classes.inactive}`}
                  draggable={draggable}
                  onDragStart={draggable ? (event) => startDrag(event, entry) : undefined}
                  onDragEnd={draggable ? props.onDragEnd : undefined}
                  aria-disabled={!entry.active || undefined}
                  title={draggable ? t("dragHint", { name: entry.title }) : undefined}
                  data-testid="catalog-module"
                  data-tag={entry.tag}
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Box
                      p={6}
                      style={{
                        borderRadius: "var(--mantine-radius-sm)",
                        background: `linear-gradient(135deg, ${entry.uiSettings.gradient[0]}, ${entry.uiSettings.gradient[1]})`,
                        lineHeight: 0,
                      }}
                    >
                      <ModuleIcon tag={entry.tag} size={24} color="white" />
                    </Box>
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Group gap="xs" justify="space-between" wrap="nowrap">
                        <Text fw={600} size="sm" truncate>
                          {entry.title}
                        </Text>
                        {props.placed.has(entry.id) && (
                          <Badge size="sm" variant="light" color="teal">
                            {t("added")}
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {entry.description}
                      </Text>
                    </Stack>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      disabled={!entry.active}
                      onClick={() => props.onAdd(entry)}
                      aria-label={t("addOne", { name: entry.title })}
                    >
                      {t("add")}
                    </Button>
                  </Group>
                </Card>
              );
              return entry.active ? (
                <div key={entry.id}>{card}</div>
              ) : (
                <Tooltip key={entry.id} label={t("inactive")} position="left">
                  <div>{card}</div>
                </Tooltip>
              );
            })}
          </Stack>
        ))}
      </Stack>
    </Drawer>
  );
}

function categoryLabel(t: ReturnType<typeof useTranslations<"grid.drawer">>, category: string): string {
  const key = `categories.${category}` as const;
  return t.has(key) ? t(key) : category;
}
