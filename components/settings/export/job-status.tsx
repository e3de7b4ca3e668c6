"use client";

import { Badge, Progress, Text } from "@mantine/core";

/** A background job's state in a table (an export's, an import's): its badge, progress while it runs, why it failed. */
export function JobStatus({
  label,
  color,
  running,
  progress,
  progressLabel,
  error,
  testId,
}: {
  label: string;
  color: string;
  running: boolean;
  progress: number;
  progressLabel: string;
  /** Why it failed, as shown. */
  error: string | null;
  testId: string;
}) {
  return (
    <>
      <Badge color={color} variant="light" data-testid={testId}>
        {label}
      </Badge>
      {running && <Progress value={progress} mt={6} w={160} animated aria-label={progressLabel} />}
      {error && (
        <Text size="xs" c="red" mt={4}>
          {error}
        </Text>
      )}
    </>
  );
}
