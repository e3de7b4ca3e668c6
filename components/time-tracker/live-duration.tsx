"use client";

import { Text, type TextProps } from "@mantine/core";
import { useNow } from "@/lib/client/time-tracker/clock";
import { formatDuration } from "@/lib/time-tracker/durations";
import type { EntryTimes } from "@/lib/time-tracker/durations";
import { totalAt } from "@/lib/time-tracker/grouping";

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
