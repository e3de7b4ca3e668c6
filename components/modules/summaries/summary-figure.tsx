"use client";

import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** One figure of a module card: the value large, what it counts below. */
export function SummaryFigure({
  value,
  label,
  alert = false,
}: {
  value: ReactNode;
  label: string;
  alert?: boolean;
}) {
  return (
    <Stack gap={0}>
      <Text fw={700} size="lg" c={alert ? "red.7" : undefined}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
