"use client";

import { ActionIcon, Button, Group, Menu, ScrollArea } from "@mantine/core";
import {
  IconDots,
  IconForms,
  IconLayoutColumns,
  IconLayoutGrid,
  IconPlus,
  IconTable,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { SingleFieldModal } from "@/components/ui/single-field-modal";
import { dbNameSchema } from "@/modules/database-generator/schemas/inputs";
import { freeName } from "@/modules/database-generator/shared/types";
import { VIEW_KINDS, type DbViewAnswer, type ViewKind } from "@/modules/database-generator/shared/views";

const KIND_ICONS = {
  grid: IconTable,
  kanban: IconLayoutColumns,
  gallery: IconLayoutGrid,
  form: IconForms,
} as const satisfies Record<ViewKind, typeof IconTable>;

/** A free name for a new view of `kind` ("Kanban", "Kanban 2", …). */
export const newViewName = (base: string, views: readonly { name: string }[]): string =>
  freeName(
    base,
    views.map((view) => view.name),
  );

type Naming =
  | { mode: "create"; kind: ViewKind; name: string }
  | { mode: "rename"; view: DbViewAnswer }
  | { mode: "duplicate"; view: DbViewAnswer; name: string };

/**
 * The table's views as links (its own grid first, then the saved ones in their order), each saved
 * one with its menu (rename, duplicate, delete) for who may edit, and 'Add view' (grid, kanban,
 * gallery, form). When the page's sorts, filter or grouping differ from the saved view's: Save (who
 * may edit) and Revert; on the table's own grid with any of them, 'Save as view'.
 */
export function ViewTabs(props: {
  views: DbViewAnswer[];
  current: DbViewAnswer | null;
  hrefOf: (view: DbViewAnswer | null) => string;
  canEdit: boolean;
  /** The page's state differs from the saved view's (or, on the table's grid, has any). */
  edited: boolean;
  onCreate: (kind: ViewKind, name: string, fromState: boolean) => Promise<void>;
  onRename: (view: DbViewAnswer, name: string) => Promise<void>;
  onDuplicate: (view: DbViewAnswer, name: string) => Promise<void>;
  onDelete: (view: DbViewAnswer) => void;
  onSave: () => void;
  onRevert: () => void;
}) {
  const t = useTranslations("databaseGenerator.views");
  const [naming, setNaming] = useState<(Naming & { fromState?: boolean }) | null>(null);
  const { views, current } = props;

  const tab = (view: DbViewAnswer | null) => {
    const Icon = KIND_ICONS[view?.kind ?? "grid"];
    const active = (view?.id ?? null) === (current?.id ?? null);
    return (
      <Button
        component={Link}
        href={props.hrefOf(view)}
        key={view?.id ?? "table"}
        size="compact-sm"
        variant={active ? "light" : "subtle"}
        color={active ? undefined : "gray"}
        aria-current={active ? "page" : undefined}
        leftSection={<Icon size={14} aria-hidden />}
        data-testid={view ? `view-tab-${view.name}` : "view-tab-table"}
      >
        {view ? view.name : t("tableGrid")}
      </Button>
    );
  };

  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="view-tabs">
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={6} style={{ flex: 1 }}>
        <Group component="nav" aria-label={t("label")} gap={4} wrap="nowrap">
          {tab(null)}
          {views.map((view) => (
            <Group key={view.id} gap={0} wrap="nowrap">
              {tab(view)}
              {props.canEdit && (
                <Menu position="bottom-start">
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      aria-label={t("viewMenu", { name: view.name })}
                    >
                      <IconDots size={14} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => setNaming({ mode: "rename", view })}>{t("rename")}</Menu.Item>
                    <Menu.Item
                      onClick={() =>
                        setNaming({
                          mode: "duplicate",
                          view,
                          name: newViewName(t("copyOf", { name: view.name }), views),
                        })
                      }
                    >
                      {t("duplicate")}
                    </Menu.Item>
                    <Menu.Item color="red" onClick={() => props.onDelete(view)}>
                      {t("delete")}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              )}
            </Group>
          ))}
          {props.canEdit && (
            <Menu position="bottom-start">
              <Menu.Target>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  data-testid="add-view"
                >
                  {t("add")}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {VIEW_KINDS.map((kind) => {
                  const Icon = KIND_ICONS[kind];
                  return (
                    <Menu.Item
                      key={kind}
                      leftSection={<Icon size={14} aria-hidden />}
                      onClick={() =>
                        setNaming({ mode: "create", kind, name: newViewName(t(`kinds.${kind}`), views) })
                      }
                    >
                      {t(`kinds.${kind}`)}
                    </Menu.Item>
                  );
                })}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </ScrollArea>
      {props.edited && (
        <Group gap={4} wrap="nowrap" data-testid="view-edited">
          {current ? (
            <>
              <Button size="compact-sm" variant="default" onClick={props.onRevert}>
                {t("revert")}
              </Button>
              {props.canEdit && (
                <Button size="compact-sm" onClick={props.onSave} data-testid="save-view">
                  {t("save")}
                </Button>
              )}
            </>
          ) : (
            props.canEdit && (
              <Button
                size="compact-sm"
                variant="light"
                data-testid="save-as-view"
                onClick={() =>
                  setNaming({
                    mode: "create",
                    kind: "grid",
                    name: newViewName(t("kinds.grid"), views),
                    fromState: true,
                  })
                }
              >
                {t("saveAs")}
              </Button>
            )
          )}
        </Group>
      )}
      <SingleFieldModal
        opened={naming !== null}
        onClose={() => setNaming(null)}
        title={
          naming?.mode === "rename"
            ? t("renameTitle")
            : naming?.mode === "duplicate"
              ? t("duplicate")
              : t("addTitle")
        }
        label={t("name")}
        maxLength={100}
        withAsterisk
        initialValue={naming?.mode === "rename" ? naming.view.name : (naming?.name ?? "")}
        schema={dbNameSchema}
        onSubmit={async (name) => {
          if (!naming) return;
          if (naming.mode === "rename") await props.onRename(naming.view, name);
          else if (naming.mode === "duplicate") await props.onDuplicate(naming.view, name);
          else await props.onCreate(naming.kind, name, naming.fromState ?? false);
          setNaming(null);
        }}
      />
    </Group>
  );
}
