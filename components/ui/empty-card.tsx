"use client";

import { Card, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A list's empty state: an icon, what is missing, what to do about it (and, optionally, an action). */
export function EmptyCard({
  icon,
  title,
  text,
  testId,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="xl" data-testid={testId}>
      <Stack align="center" gap={6}>
        {icon}
        <Text fw={500}>{title}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {text}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
