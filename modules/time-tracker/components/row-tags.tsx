"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { rowFieldClasses } from "./row-input";
import { TagPicker } from "./tag-picker";
import { useTimeTracker } from "./time-tracker-context";

/**
 * An entry's tags in its row: shown as a field (the tags' names, or 'Add tags') that becomes the tag
 * picker, focused with its options open, when it is clicked or pressed (Enter, Space); it goes back
 * when the focus leaves it. A list of rows renders one button each instead of a multi-select.
 */
export function RowTags({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const t = useTranslations("timeTracker.tags");
  const { tags } = useTimeTracker();
  const [editing, setEditing] = useState(false);

  if (editing)
    return <TagPicker compact autoOpen value={value} onChange={onChange} onBlur={() => setEditing(false)} />;

  const titles = new Map(tags.map((tag) => [tag.id, tag.title]));
  return (
    <button
      type="button"
      aria-label={t("label")}
      aria-haspopup="listbox"
      className={[rowFieldClasses.field, rowFieldClasses.tags].filter(Boolean).join(" ")}
      onClick={() => setEditing(true)}
      data-testid="entry-tags"
    >
      {value.length === 0 ? (
        <span className={rowFieldClasses.placeholder}>{t("placeholder")}</span>
      ) : (
        value.map((id) => (
          <span key={id} className={rowFieldClasses.tag}>
            {titles.get(id) ?? t("unknown")}
          </span>
        ))
      )}
    </button>
  );
}
