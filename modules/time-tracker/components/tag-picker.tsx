"use client";

import { MultiSelect } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { TAG_TITLE_MAX, TAGS_PER_ENTRY_MAX } from "@/modules/time-tracker/shared/types";
import { useTimeTracker } from "./time-tracker-context";

// Tag ids are 24 hex characters, so this prefix never collides with one.
const CREATE = "create:";

/**
 * The module's tags as a multi-select; typing a name no tag has offers to create it (for those who
 * may add). `onChange` gets tag ids, the new tag's included once it exists.
 */
export function TagPicker({
  value,
  onChange,
  compact = false,
  disabled = false,
  autoOpen = false,
  onBlur,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  /** In an entry row: small, with the label only for assistive technology. */
  compact?: boolean;
  disabled?: boolean;
  /** Focused with its options open as it appears (an entry row's tags, opened from their button). */
  autoOpen?: boolean;
  onBlur?: () => void;
}) {
  const t = useTranslations("timeTracker.tags");
  const tErrors = useTranslations("errors");
  const { tags, addTag, access } = useTimeTracker();
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState(false);
  const title = search.trim().slice(0, TAG_TITLE_MAX);
  const known = new Set(tags.map((tag) => tag.id));
  const exists = tags.some((tag) => tag.title.toLocaleLowerCase() === title.toLocaleLowerCase());
  const data = [
    ...tags.map((tag) => ({ value: tag.id, label: tag.title })),
    // A tag deleted meanwhile stays removable.
    ...value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: t("unknown") })),
    ...(access.add && title && !exists
      ? [{ value: `${CREATE}${title}`, label: t("create", { title }) }]
      : []),
  ];

  const change = async (next: string[]) => {
    const created = next.find((id) => id.startsWith(CREATE));
    if (!created) return onChange(next);
    setCreating(true);
    try {
      const tag = await addTag(created.slice(CREATE.length));
      setSearch("");
      onChange([...new Set(next.map((id) => (id === created ? tag.id : id)))]);
    } catch (caught) {
      notifications.show({ color: "red", message: errorMessage(caught, tErrors("somethingWentWrong")) });
    } finally {
      setCreating(false);
    }
  };

  return (
    <MultiSelect
      {...(compact ? { "aria-label": t("label") } : { label: t("label") })}
      placeholder={value.length ? undefined : t("placeholder")}
      data={data}
      value={value}
      onChange={(next) => void change(next)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      maxValues={TAGS_PER_ENTRY_MAX}
      nothingFoundMessage={t("none")}
      disabled={disabled || creating}
      size={compact ? "xs" : "sm"}
      w={compact ? { base: "100%", sm: 200 } : { base: "100%", sm: 240 }}
      comboboxProps={{ withinPortal: true }}
      autoFocus={autoOpen}
      defaultDropdownOpened={autoOpen}
      onBlur={onBlur}
      data-testid={compact ? "entry-tags" : "timer-tags"}
    />
  );
}
