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
import type { IssueType, Priority } from "@/lib/tasks/constants";

const PRIORITY: Record<Priority, { icon: Icon; color: string }> = {
  lowest: { icon: IconChevronsDown, color: "blue" },
  low: { icon: IconChevronDown, color: "cyan" },
  medium: { icon: IconEqual, color: "yellow" },
  high: { icon: IconChevronUp, color: "orange" },
  highest: { icon: IconChevronsUp, color: "red" },
};

const ISSUE_TYPE: Record<IssueType, { icon: Icon; color: string }> = {
  feature: { icon: IconSparkles, color: "teal" },
  bug: { icon: IconBug, color: "red" },
  epic: { icon: IconBolt, color: "violet" },
  story: { icon: IconBook, color: "green" },
  subtask: { icon: IconSubtask, color: "gray" },
  task: { icon: IconCheckbox, color: "blue" },
};

/** A priority's icon with its name as tooltip and accessible label (tasks.priority.<value>). */
export function PriorityIcon({ priority, size = 18 }: { priority: Priority; size?: number }) {
  const t = useTranslations("tasks.priority");
  const { icon: PriorityGlyph, color } = PRIORITY[priority];
  return (
    <Tooltip label={t(priority)} withinPortal>
      <ThemeIcon variant="light" color={color} size={size + 4} aria-label={t(priority)} role="img">
        <PriorityGlyph size={size - 2} />
      </ThemeIcon>
    </Tooltip>
  );
}

/** An issue type's icon with its name as tooltip and accessible label (tasks.issueType.<value>). */
export function IssueTypeIcon({ issueType, size = 18 }: { issueType: IssueType; size?: number }) {
  const t = useTranslations("tasks.issueType");
  const { icon: TypeGlyph, color } = ISSUE_TYPE[issueType];
  return (
    <Tooltip label={t(issueType)} withinPortal>
      <ThemeIcon variant="light" color={color} size={size + 4} aria-label={t(issueType)} role="img">
        <TypeGlyph size={size - 2} />
      </ThemeIcon>
    </Tooltip>
  );
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
