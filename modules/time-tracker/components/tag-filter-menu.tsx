"use client";

import { Button, Menu, ScrollArea } from "@mantine/core";
import { IconCheck, IconTag } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useTimeTracker } from "./time-tracker-context";

/** Filters the entries by one tag (spec §2: the tag filter menu, at most 150 px high). */
export function TagFilterMenu() {
  const t = useTranslations("timeTracker.filter");
  const { tags, tagFilter, setTagFilter } = useTimeTracker();
  const current = tags.find((tag) => tag.id === tagFilter);
  const check = (active: boolean) =>
    active ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />;

  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconTag size={16} aria-hidden />} data-testid="tag-filter">
          {current ? t("active", { tag: current.title }) : t("label")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah={150} type="auto">
          <Menu.Item leftSection={check(!tagFilter)} onClick={() => setTagFilter(null)}>
            {t("all")}
          </Menu.Item>
          {tags.map((tag) => (
            <Menu.Item
              key={tag.id}
              leftSection={check(tag.id === tagFilter)}
              onClick={() => setTagFilter(tag.id)}
            >
              {tag.title}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
