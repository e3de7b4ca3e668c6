"use client";

import { Anchor, Breadcrumbs, Button, Group, Menu, SegmentedControl, Select, Text } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconArrowsSort, IconCheck, IconLayoutGrid, IconList } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState, type DragEvent } from "react";
import { SearchInput } from "@/components/ui/search-input";
import { isPlainClick } from "@/lib/navigation/link-click";
import type { DriveUrl } from "@/modules/file-management/shared/page-url";
import {
  SORT_FIELDS,
  TYPE_FILTERS,
  nextCreatedSort,
  type Crumb,
  type SortField,
  type TypeFilter,
} from "@/modules/file-management/shared/types";

interface DriveToolbarProps {
  url: DriveUrl;
  /** The folder shown and those above it (my files); null at the root. */
  folder: { id: string; name: string; crumbs: Crumb[] } | null;
  href: (change: Partial<DriveUrl>) => string;
  onOpenFolder: (id: string | null) => void;
  onChange: (change: Partial<DriveUrl>) => void;
  /** Items dragged onto a crumb move into that folder (null: the root). */
  onDropOnFolder: (folderId: string | null, event: DragEvent) => void;
  /** A list that is neither sorted nor shown as a grid here (the "From modules" tab). */
  listOnly?: boolean;
}

/** Where the listing is (crumbs, which take dropped items), and how it is searched, filtered, sorted and shown. */
export function DriveToolbar({
  url,
  folder,
  href,
  onOpenFolder,
  onChange,
  onDropOnFolder,
  listOnly = false,
}: DriveToolbarProps) {
  const t = useTranslations("fileManagement");
  const [search, setSearch] = useState(url.q);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const commit = useDebouncedCallback((q: string) => onChange({ q }), 300);
  const crumb = (id: string | null, name: string, current: boolean) => {
    const key = id ?? "root";
    const drop = {
      onDragOver: (event: DragEvent) => {
        if (!event.dataTransfer.types.includes("application/x-drive-items")) return;
        event.preventDefault();
        setDropTarget(key);
      },
      onDragLeave: () => setDropTarget(null),
      onDrop: (event: DragEvent) => {
        setDropTarget(null);
        onDropOnFolder(id, event);
      },
      style:
        dropTarget === key
          ? { outline: "2px dashed var(--mantine-color-blue-5)", borderRadius: 4 }
          : undefined,
    };
    if (current)
      return (
        <Text key={key} fw={600} aria-current="page" {...drop}>
          {name}
        </Text>
      );
    return (
      <Anchor
        key={key}
        href={href({ active: "my-files", folder: id, q: "" })}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onOpenFolder(id);
        }}
        {...drop}
      >
        {name}
      </Anchor>
    );
  };
  const sortLabel = (field: SortField) => t(`sort.${field}`);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      {url.active === "my-files" && !url.q ? (
        <Breadcrumbs separatorMargin={6} aria-label={t("crumbs")} data-testid="crumbs">
          {crumb(null, t("tabs.my-files"), folder === null)}
          {folder?.crumbs.map((c) => crumb(c.id, c.name, false))}
          {folder && crumb(folder.id, folder.name, true)}
        </Breadcrumbs>
      ) : (
        <Text fw={600}>{url.q ? t("searchResults", { q: url.q }) : t(`tabs.${url.active}`)}</Text>
      )}
      <Group gap="xs" wrap="wrap">
        <SearchInput
          label={t("search")}
          value={search}
          w={{ base: "100%", xs: 220 }}
          data-testid="drive-search"
          onChange={(value) => {
            setSearch(value);
            commit(value);
          }}
        />
        <Select
          aria-label={t("typeFilter")}
          placeholder={t("types.all")}
          clearable
          w={150}
          value={url.type}
          data={TYPE_FILTERS.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          onChange={(value) => onChange({ type: (value as TypeFilter | null) ?? null })}
        />
        {!listOnly && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconArrowsSort size={16} aria-hidden />}
                data-testid="sort-menu"
              >
                {url.sort
                  ? t("sortedBy", { field: sortLabel(url.sort.field), dir: t(`dir.${url.sort.dir}`) })
                  : t("sortLabel")}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {SORT_FIELDS.map((field) => (
                <Menu.Item
                  key={field}
                  leftSection={
                    url.sort?.field === field ? <IconCheck size={14} /> : <span style={{ width: 14 }} />
                  }
                  onClick={() => {
                    // The spec's created sort cycles asc → desc → none; the others flip.
                    if (field === "created") onChange({ sort: nextCreatedSort(url.sort) });
                    else
                      onChange({
                        sort: {
                          field,
                          dir: url.sort?.field === field && url.sort.dir === "asc" ? "desc" : "asc",
                        },
                      });
                  }}
                >
                  {sortLabel(field)}
                  {url.sort?.field === field ? ` (${t(`dir.${url.sort.dir}`)})` : ""}
                </Menu.Item>
              ))}
              {url.sort && (
                <>
                  <Menu.Divider />
                  <Menu.Item onClick={() => onChange({ sort: null })}>{t("sortNone")}</Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
        {!listOnly && (
          <SegmentedControl
            aria-label={t("viewLabel")}
            value={url.view}
            onChange={(value) => onChange({ view: value === "grid" ? "grid" : "list" })}
            data={[
              { value: "list", label: <IconList size={16} aria-label={t("view.list")} /> },
              { value: "grid", label: <IconLayoutGrid size={16} aria-label={t("view.grid")} /> },
            ]}
          />
        )}
      </Group>
    </Group>
  );
}
