"use client";

import { Badge, type BadgeProps, type MantineColor } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { GoalStatus } from "@/lib/goals/types";

/** §4 goal statuses as colours: the badge's light variant and the progress bar's fill. */
export const GOAL_STATUS_COLORS: Record<GoalStatus, MantineColor> = {
  "on-track": "teal",
  "at-risk": "yellow",
  "off-track": "red",
  archived: "gray",
  dropped: "grape",
};

/** A goal's status with its §4 name ('On track', 'At risk', …). */
export function GoalStatusBadge({ status, size = "sm" }: { status: GoalStatus; size?: BadgeProps["size"] }) {
  const t = useTranslations("goals.status");
  return (
    <Badge color={GOAL_STATUS_COLORS[status]} variant="light" size={size} data-status={status}>
      {t(status)}
    </Badge>
  );
}
