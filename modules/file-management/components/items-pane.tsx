"use client";

import {
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconStarFilled } from "@tabler/icons-react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import type { PagedResult } from "@/lib/client/query/use-paged-query";
import { formatBytes } from "@/modules/file-management/shared/bytes";
import type { DriveItem } from "@/modules/file-management/shared/types";
import { FileIcon } from "./file-icon";
import { ItemMenu, type ItemAction } from "./item-menu";

export const DRAG_TYPE = "application/x-drive-items";

interface ItemsPaneProps {
  list: PagedResult<DriveItem>;
  view: "list" | "grid";
  /** Items of many folders (recent, bookmarks, shared, search, trash): their location is shown. */
  flat: boolean;
  inTrash: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
  actionsOf: (item: DriveItem) => ItemAction[];
  onAction: (action: ItemAction, item: DriveItem) => void;
  /** Items dragged onto a folder: moved into it. */
  onMoveInto: (folderId: string, ids: string[]) => void;
  /** Files dropped from the computer onto a folder: uploaded into it. */
  onUploadInto: (folderId: string, data: DataTransfer) => void;
  /** The keyboard's Delete on the selection. */
  onDeleteKey: (ids: string[]) => void;
  empty: ReactNode;
  /** A PDF's first page as a card's picture (preview/pdf-thumbnail.tsx). */
  pdfThumbnail?: (item: DriveItem) => ReactNode;
}

/**
 * The listing: a table (list) or cards (grid) of items, folders first; a checkbox selects (Shift and
 * Ctrl/⌘ as in a file manager), a click opens, items drag onto folders (and the crumbs), files dropped
 * on a folder upload into it. Keys: ↑/↓ (and ←/→ in the grid) move, Enter opens, Space selects,
 * Ctrl/⌘+A selects all, Delete moves the selection to the trash, F2 renames, Escape clears.
 */
export function ItemsPane(props: ItemsPaneProps) {
  const { list, view, flat, selected, onSelect } = props;
  const t = useTranslations("fileManagement");
  const format = useFormatter();
  const locale = useLocale();
  const [over, setOver] = useState<string | null>(null);
  const anchor = useRef<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  if (list.error)
    return (
      <LoadError
        error={errorMessage(list.error, t("listError"))}
        retryLabel={t("retry")}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.items)
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t("loading")}>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} h={44} radius="sm" />
        ))}
      </Stack>
    );
  const items = list.items;
  if (items.length === 0) return <>{props.empty}</>;

  const toggle = (item: DriveItem, event: { shiftKey: boolean; metaKey: boolean; ctrlKey: boolean }) => {
    const next = new Set(selected);
    if (event.shiftKey && anchor.current) {
      const from = items.findIndex((entry) => entry.id === anchor.current);
      const to = items.findIndex((entry) => entry.id === item.id);
      for (const entry of items.slice(Math.min(from, to), Math.max(from, to) + 1)) next.add(entry.id);
    } else if (next.has(item.id)) next.delete(item.id);
    else next.add(item.id);
    anchor.current = item.id;
    onSelect(next);
  };
  const focusAt = (index: number) => {
    const targets = container.current?.querySelectorAll<HTMLElement>("[data-item-open]");
    targets?.[Math.max(0, Math.min(index, targets.length - 1))]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, item: DriveItem, index: number) => {
    const columns =
      view === "grid" ? Math.max(1, Math.round((container.current?.clientWidth ?? 800) / 200)) : 1;
    const key = event.key;
    if (key === "ArrowDown") focusAt(index + columns);
    else if (key === "ArrowUp") focusAt(index - columns);
    else if (key === "ArrowRight" && view === "grid") focusAt(index + 1);
    else if (key === "ArrowLeft" && view === "grid") focusAt(index - 1);
    else if (key === " ") toggle(item, event);
    else if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === "a")
      onSelect(new Set(items.map((entry) => entry.id)));
    else if (key === "Escape") onSelect(new Set());
    else if (key === "Delete" && !props.inTrash) props.onDeleteKey(selected.size ? [...selected] : [item.id]);
    else if (key === "F2" && props.actionsOf(item).includes("rename")) props.onAction("rename", item);
    else return;
    event.preventDefault();
  };
  const dragProps = (item: DriveItem) => ({
    draggable: !props.inTrash,
    onDragStart: (event: DragEvent) => {
      const ids = selected.has(item.id) ? [...selected] : [item.id];
      event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(ids));
      event.dataTransfer.effectAllowed = "move";
    },
    ...(item.kind === "folder" && !props.inTrash
      ? {
          onDragOver: (event: DragEvent) => {
            const types = event.dataTransfer.types;
            if (!types.includes(DRAG_TYPE) && !types.includes("Files")) return;
            event.preventDefault();
            event.stopPropagation();
            setOver(item.id);
          },
          onDragLeave: () => setOver(null),
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            event.stopPropagation();
            setOver(null);
            const moved = event.dataTransfer.getData(DRAG_TYPE);
            if (moved) {
              const ids = (JSON.parse(moved) as string[]).filter((id) => id !== item.id);
              if (ids.length) props.onMoveInto(item.id, ids);
            } else if (event.dataTransfer.types.includes("Files"))
              props.onUploadInto(item.id, event.dataTransfer);
          },
        }
      : {}),
  });
  const highlight = (item: DriveItem) =>
    over === item.id
      ? { outline: "2px dashed var(--mantine-color-blue-5)", outlineOffset: -2 }
      : selected.has(item.id)
        ? { background: "var(--mantine-color-blue-light)" }
        : undefined;
  const checkbox = (item: DriveItem) => (
    <Checkbox
      aria-label={t("select", { name: item.name })}
      checked={selected.has(item.id)}
      onChange={() => undefined}
      onClick={(event) => toggle(item, event)}
    />
  );
  const name = (item: DriveItem, index: number) => (
    <UnstyledButton
      data-item-open
      onClick={() => props.onAction("open", item)}
      onKeyDown={(event) => onKeyDown(event, item, index)}
      style={{ minWidth: 0 }}
    >
      <Group gap="xs" wrap="nowrap">
        <FileIcon item={item} />
        <Text size="sm" truncate title={item.name} fw={item.kind === "folder" ? 500 : undefined}>
          {item.name}
        </Text>
        {item.bookmarked && (
          <IconStarFilled size={14} color="var(--mantine-color-yellow-5)" aria-label={t("starred")} />
        )}
      </Group>
    </UnstyledButton>
  );
  const more = list.hasMore && (
    <Group justify="center" mt="sm">
      <Button variant="default" loading={list.loadingMore} onClick={() => void list.loadMore()}>
        {t("loadMore")}
      </Button>
    </Group>
  );
  const when = (item: DriveItem) =>
    format.relativeTime(new Date(props.inTrash ? item.trashedAt! : item.updatedAt));

  if (view === "grid")
    return (
      <div ref={container}>
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 6 }} spacing="sm" data-testid="items-grid">
          {items.map((item, index) => (
            <Card
              key={item.id}
              withBorder
              padding="xs"
              radius="md"
              data-testid="item"
              data-name={item.name}
              style={highlight(item)}
              {...dragProps(item)}
            >
              <Card.Section
                h={110}
                style={{
                  display: "flex",
                  alignItems: "center",
                  justifyContent: "center",
                  overflow: "hidden",
                  background: "var(--mantine-color-default-hover)",
                }}
              >
                {item.thumbUrl ? (
                  <Image src={item.thumbUrl} alt="" h={110} w="100%" fit="cover" />
                ) : item.preview === "pdf" && props.pdfThumbnail ? (
                  props.pdfThumbnail(item)
                ) : (
                  <FileIcon item={item} size={44} />
                )}
              </Card.Section>
              <Group gap={4} mt="xs" wrap="nowrap" justify="space-between">
                {checkbox(item)}
                <div style={{ flex: 1, minWidth: 0 }}>{name(item, index)}</div>
                <ItemMenu item={item} actions={props.actionsOf(item)} onAction={props.onAction} />
              </Group>
              <Text size="xs" c="dimmed" truncate>
                {item.kind === "file" ? `${formatBytes(item.size, locale)} · ${when(item)}` : when(item)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        {more}
      </div>
    );

  return (
    <div ref={container}>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={6} highlightOnHover data-testid="items-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <Checkbox
                  aria-label={t("selectAll")}
                  checked={selected.size > 0 && items.every((item) => selected.has(item.id))}
                  indeterminate={selected.size > 0 && !items.every((item) => selected.has(item.id))}
                  onChange={(event) =>
                    onSelect(event.currentTarget.checked ? new Set(items.map((item) => item.id)) : new Set())
                  }
                />
              </Table.Th>
              <Table.Th>{t("columns.name")}</Table.Th>
              {flat && <Table.Th visibleFrom="md">{t("columns.location")}</Table.Th>}
              <Table.Th visibleFrom="sm">
                {props.inTrash ? t("columns.trashed") : t("columns.modified")}
              </Table.Th>
              <Table.Th visibleFrom="sm">{t("columns.size")}</Table.Th>
              <Table.Th w={44}>
                <VisuallyHidden>{t("columns.actions")}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item, index) => (
              <Table.Tr
                key={item.id}
                data-testid="item"
                data-name={item.name}
                style={highlight(item)}
                {...dragProps(item)}
              >
                <Table.Td>{checkbox(item)}</Table.Td>
                <Table.Td maw={0} w="50%">
                  {name(item, index)}
                </Table.Td>
                {flat && (
                  <Table.Td visibleFrom="md">
                    <Text size="sm" c="dimmed" truncate>
                      {item.location?.length ? item.location.join(" / ") : t("tabs.my-files")}
                    </Text>
                  </Table.Td>
                )}
                <Table.Td visibleFrom="sm">
                  <Text size="sm" c="dimmed">
                    {when(item)}
                    {item.updatedBy && !props.inTrash ? ` · ${item.updatedBy.name}` : ""}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm" c="dimmed">
                    {item.kind === "file" ? formatBytes(item.size, locale) : "—"}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ItemMenu item={item} actions={props.actionsOf(item)} onAction={props.onAction} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more}
    </div>
  );
}
