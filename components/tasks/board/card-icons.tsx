"use client";

import { ThemeIcon } from "@mantine/core";
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

// The glyphs and colours of components/tasks/task-icons.tsx, with the name as a native tooltip:
// a board renders hundreds of these while scrolling, and a floating tooltip per icon (a positioned
// popover each) costs more than the whole card. Keep the two maps in step.
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

export function CardPriorityIcon({ priority }: { priority: Priority }) {
  const t = useTranslations("tasks.priority");
  const { icon: Glyph, color } = PRIORITY[priority];
  return (
    <ThemeIcon
      variant="light"
      color={color}
      size={18}
      title={t(priority)}
      aria-label={t(priority)}
      role="img"
    >
      <Glyph size={12} />
    </ThemeIcon>
  );
}

export function CardIssueTypeIcon({ issueType }: { issueType: IssueType }) {
  const t = useTranslations("tasks.issueType");
  const { icon: Glyph, color } = ISSUE_TYPE[issueType];
  return (
    <ThemeIcon
      variant="light"
      color={color}
      size={18}
      title={t(issueType)}
      aria-label={t(issueType)}
      role="img"
    >
      <Glyph size={12} />
    </ThemeIcon>
  );
}
