"use client";

import { Button, Group, Loader, Modal, Pill, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import { IconCheck, IconSearch } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import type { Column } from "@/modules/database-generator/shared/types";
import {
  isCapped,
  isMultiple,
  linkTitle,
  toggleLink,
  type LinkOption,
  type Titles,
} from "../grid/link-cells";
import classes from "./link-picker.module.css";
import { useLinkOptions } from "./use-link-options";

/**
 * Choosing the records a link cell holds (the grid's editor, the record form): a dialog with the
 * records linked now as removable chips, a search (the server's, as the person types), and the linked
 * table's records to pick, each by what names it and its number. Arrows move through the list, Enter
 * or a click picks (a multiple link adds or removes the record; a single one takes it and closes),
 * Ctrl/Cmd+Enter, 'Done', Escape or a click outside closes keeping the links chosen (`onDone`: the ids,
 * and the titles known of them). The picker lives while it is mounted.
 */
export function LinkPicker(props: {
  moduleId: string;
  /** A link column. */
  column: Column;
  /** The ids linked now. */
  value: readonly string[];
  /** What names them (the record's titles). */
  titles: Titles | undefined;
  /** The search to start with (a key typed on the grid's cell). */
  initialSearch?: string | null;
  onDone: (ids: string[], titles: Record<string, string>) => void;
}) {
  const { column, onDone } = props;
  const t = useTranslations("databaseGenerator.links");
  const tc = useTranslations("common");
  const small = useMediaQuery("(max-width: 48em)");
  const multiple = isMultiple(column);
  const [draft, setDraft] = useState<string[]>(() => [...props.value]);
  const [known, setKnown] = useState<Record<string, string>>(() => ({ ...props.titles }));
  const [search, setSearch] = useState(props.initialSearch ?? "");
  const [q] = useDebouncedValue(search.trim(), 250);
  const [cursor, setCursor] = useState({ q: "", index: 0 });
  const closed = useRef(false);
  const listId = useId();
  const tableId = column.options.tableId ?? "";
  const found = useLinkOptions(props.moduleId, tableId, q);
  const options: LinkOption[] = found.options ?? [];
  const active = cursor.q === q ? Math.min(cursor.index, options.length - 1) : 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const unnamed = t("unnamed");

  const finish = (ids: string[], titles: Record<string, string>) => {
    if (closed.current) return;
    closed.current = true;
    onDone(ids, Object.fromEntries(ids.filter((id) => id in titles).map((id) => [id, titles[id]!])));
  };
  const pick = (option: LinkOption) => {
    const titles = { ...known, [option.id]: option.title };
    setKnown(titles);
    if (!multiple) return finish([option.id], titles);
    setDraft((current) => toggleLink(current, option.id, true));
  };
  const moveTo = (index: number) => {
    if (options.length === 0) return;
    const next = Math.max(0, Math.min(options.length - 1, index));
    setCursor({ q, index: next });
    document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    // The keys the list takes stay here (the grid under the dialog does not see them).
    if (["ArrowDown", "ArrowUp", "PageDown", "PageUp", "Enter"].includes(event.key)) event.stopPropagation();
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      moveTo(active + (event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "PageDown" || event.key === "PageUp") {
      event.preventDefault();
      moveTo(active + (event.key === "PageDown" ? 10 : -10));
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (event.ctrlKey || event.metaKey) finish(draft, known);
      else if (options[active]) pick(options[active]);
    }
  };

  const chips = draft.map((id) => {
    const name = linkTitle(known, id, unnamed);
    return (
      <Pill
        key={id}
        withRemoveButton
        onRemove={() => setDraft((current) => current.filter((entry) => entry !== id))}
        removeButtonProps={{ "aria-label": t("remove", { name }) }}
        data-testid="link-chip"
      >
        {name}
      </Pill>
    );
  });

  return (
    <Modal
      opened
      onClose={() => finish(draft, known)}
      title={t("pickerTitle", { column: column.name })}
      closeButtonProps={{ "aria-label": t("close") }}
      size="lg"
      fullScreen={small}
      data-testid="link-picker"
    >
      <Stack gap="sm">
        {found.tableName && (
          <Text size="sm" c="dimmed">
            {t(multiple ? "fromTable" : "fromTableOne", { table: found.tableName })}
          </Text>
        )}
        {chips.length > 0 ? (
          <Pill.Group aria-label={t("linked")}>{chips}</Pill.Group>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {t("noLinks")}
          </Text>
        )}
        <TextInput
          data-autofocus
          aria-label={t("search")}
          placeholder={t("searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={found.fetching || search.trim() !== q ? <Loader size="xs" /> : null}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            // A key typed on the grid's cell: typing goes on after it.
            const end = event.currentTarget.value.length;
            event.currentTarget.setSelectionRange(end, end);
          }}
          role="combobox"
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
          data-testid="link-search"
        />
        <LoadError
          error={tableId === "" ? t("noTable") : found.error && errorMessage(found.error, t("loadFailed"))}
          retryLabel={tc("retry")}
          onRetry={found.retry}
        />
        {found.loading && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t("loading")}
            </Text>
          </Group>
        )}
        {found.options !== null && options.length === 0 && (
          <Text size="sm" c="dimmed" role="status" data-testid="link-empty">
            {t("noRecords")}
          </Text>
        )}
        <div
          id={listId}
          role="listbox"
          aria-label={t("results")}
          aria-multiselectable={multiple}
          className={options.length > 0 ? classes.list : undefined}
        >
          {options.map((option, index) => (
            <div
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={draft.includes(option.id)}
              data-active={index === active || undefined}
              className={classes.option}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== active && setCursor({ q, index })}
              onClick={() => pick(option)}
              data-testid="link-option"
            >
              <IconCheck size={14} className={classes.check} aria-hidden />
              <span className={classes.title}>
                {option.title.trim() || (
                  <Text span fs="italic" c="dimmed" inherit>
                    {unnamed}
                  </Text>
                )}
              </span>
              <span className={classes.number}>#{option.number}</span>
            </div>
          ))}
        </div>
        {isCapped(found.total, options.length) && (
          <Text size="xs" c="dimmed" data-testid="link-capped">
            {t("capped", { shown: options.length, total: found.total })}
          </Text>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t("keys")}
          </Text>
          <Group gap="xs">
            {draft.length > 0 && (
              <Button variant="subtle" color="gray" onClick={() => setDraft([])}>
                {t("clear")}
              </Button>
            )}
            <Button onClick={() => finish(draft, known)} data-testid="link-done">
              {t("done")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
