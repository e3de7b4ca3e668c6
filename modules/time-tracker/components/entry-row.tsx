"use client";

import { Badge, Checkbox, Group } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { TimeEntryItem } from "@/modules/time-tracker/shared/types";
import { BillableToggle } from "./billable-toggle";
import classes from "./entries.module.css";
import { EntryDescription } from "./entry-description";
import { EntryMenu } from "./entry-menu";
import { EntryTimes } from "./entry-times";
import { RowTags } from "./row-tags";
import { useTimeTracker } from "./time-tracker-context";

/**
 * One entry: selection checkbox, description, tags, billable, start–end, duration and its menu;
 * editable in place for those who may edit, read-only otherwise. Wraps on small screens.
 */
export function EntryRow({
  entry,
  zone,
  selected,
  onSelect,
}: {
  entry: TimeEntryItem;
  zone: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const t = useTranslations("timeTracker");
  const { access, tags, actions } = useTimeTracker();
  const editable = access.edit;
  const titles = new Map(tags.map((tag) => [tag.id, tag.title]));

  return (
    <Group
      gap="sm"
      px="sm"
      py={8}
      wrap="wrap"
      role="listitem"
      className={classes.row}
      data-testid="time-entry"
      data-entry-id={entry.id}
      data-running={entry.end === null || undefined}
    >
      {(access.edit || access.delete) && (
        <Checkbox
          aria-label={t("entry.select", { description: entry.description || t("entry.noDescription") })}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
          data-testid="entry-select"
        />
      )}
      <EntryDescription entry={entry} editable={editable} />
      {editable ? (
        <RowTags value={entry.tags} onChange={(next) => void actions.update(entry, { tags: next })} />
      ) : (
        <Group gap={4}>
          {entry.tags.map((id) => (
            <Badge key={id} variant="light" size="sm">
              {titles.get(id) ?? t("tags.unknown")}
            </Badge>
          ))}
        </Group>
      )}
      {editable ? (
        <BillableToggle
          size="md"
          tooltip={false}
          value={entry.isBillable}
          onChange={(isBillable) => void actions.update(entry, { isBillable })}
        />
      ) : (
        entry.isBillable && (
          <Badge variant="light" color="teal" size="sm">
            {t("billable")}
          </Badge>
        )
      )}
      <EntryTimes key={`${entry.start}|${entry.end}`} entry={entry} zone={zone} editable={editable} />
      <EntryMenu entry={entry} />
    </Group>
  );
}
