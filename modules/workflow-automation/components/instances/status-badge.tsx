"use client";

import { Badge } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { InstanceStatus } from "@/modules/workflow-automation/shared/types";

export const STATUS_COLORS: Record<InstanceStatus, string> = {
  created: "gray",
  processing: "blue",
  completed: "teal",
  failed: "red",
  cancelled: "dark",
};

/** A run's status as the spec's coloured tag. */
export function StatusBadge({ status }: { status: InstanceStatus }) {
  const t = useTranslations("workflowAutomation.instances.status");
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} data-testid="instance-status" data-status={status}>
      {t(status)}
    </Badge>
  );
}

/** "1 min 5 s", "350 ms": how long a run took (or has been running). */
export function durationText(ms: number): string {
  if (ms < 1_000) return `${Math.max(0, Math.round(ms))} ms`;
  const seconds = Math.round(ms / 1_000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
