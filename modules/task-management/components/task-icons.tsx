"use client";

import { Group, Text, ThemeIcon, Tooltip } from "@mantine/core";
import {
  IconBolt,
  IconBook,
  IconBug,
  IconCheckbox,
  IconChevronDown,
  IconChevronsDown,
  IconChevronsUp,
  IconChevronUp,
  IconEqual,
  IconSparkles,
  IconSubtask,
  type Icon,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { IssueType, Priority } from "@/modules/task-management/shared/constants";

export const PRIORITY_ICONS: Record<Priority, { icon: Icon; color: string }> = {
  lowest: { icon: IconChevronsDown, color: "blue" },
  low: { icon: IconChevronDown, color: "cyan" },
  medium: { icon: IconEqual, color: "yellow" },
  high: { icon: IconChevronUp, color: "orange" },
  highest: { icon: IconChevronsUp, color: "red" },
};

export const ISSUE_TYPE_ICONS: Record<IssueType, { icon: Icon; color: string }> = {
  feature: { icon: IconSparkles, color: "teal" },
  bug: { icon: IconBug, color: "red" },
  epic: { icon: IconBolt, color: "violet" },
  story: { icon: IconBook, color: "green" },
  subtask: { icon: IconSubtask, color: "gray" },
  task: { icon: IconCheckbox, color: "blue" },
};

type IconProps = {
  size?: number;
};

function NamedIcon({
  glyph: Glyph,
  color,
  name,
  size = 18,
}: IconProps & { glyph: Icon; color: string; name: string }) {
  return (
    <Tooltip label={name} withinPortal>
      <ThemeIcon variant="light" color={color} size={size + 4} aria-label={name} role="img">
        <Glyph size={size - 2} />
      </ThemeIcon>
    </Tooltip>
  );
}

/** A priority's icon with its name as tooltip and accessible label (tasks.priority.<value>). */
export function PriorityIcon({ priority, ...props }: IconProps & { priority: Priority }) {
  const t = useTranslations("tasks.priority");
  const { icon, color } = PRIORITY_ICONS[priority];
  return <NamedIcon glyph={icon} color={color} name={t(priority)} {...props} />;
}

/** An issue type's icon with its name as tooltip and accessible label (tasks.issueType.<value>). */
export function IssueTypeIcon({ issueType, ...props }: IconProps & { issueType: IssueType }) {
  const t = useTranslations("tasks.issueType");
  const { icon, color } = ISSUE_TYPE_ICONS[issueType];
  return <NamedIcon glyph={icon} color={color} name={t(issueType)} {...props} />;
}

/** Icon and name side by side, for select options. */
export function PriorityOption({ priority }: { priority: Priority }) {
  const t = useTranslations("tasks.priority");
  return (
    <Group gap={8} wrap="nowrap">
      <PriorityIcon priority={priority} size={14} />
      <Text size="sm">{t(priority)}</Text>
    </Group>
  );
}

export function IssueTypeOption({ issueType }: { issueType: IssueType }) {
  const t = useTranslations("tasks.issueType");
  return (
    <Group gap={8} wrap="nowrap">
      <IssueTypeIcon issueType={issueType} size={14} />
      <Text size="sm">{t(issueType)}</Text>
    </Group>
  );
}
