"use client";

import { Text, type TextProps } from "@mantine/core";
import { useNow } from "@/modules/time-tracker/client/clock";
import { formatDuration } from "@/modules/time-tracker/shared/durations";
import type { EntryTimes } from "@/modules/time-tracker/shared/durations";
import { totalAt } from "@/modules/time-tracker/shared/grouping";

/**
 * `HH:mm:ss` of finished seconds plus running entries, ticking every second while any runs. Before
 * the browser's clock is known (server render) a running total shows as `--:--:--`.
 */
export function LiveDuration({
  stoppedSeconds,
  running,
  testId,
  ...props
}: {
  stoppedSeconds: number;
  running: readonly EntryTimes[];
  testId?: string;
  role?: string;
  "aria-label"?: string;
} & TextProps) {
  const now = useNow(running.length > 0);
  const text =
    running.length > 0 && now === null
      ? "--:--:--"
      : formatDuration(totalAt({ stoppedSeconds, running }, now ?? 0));
  return (
    <Text component="span" ff="monospace" data-testid={testId} {...props}>
      {text}
    </Text>
  );
}
