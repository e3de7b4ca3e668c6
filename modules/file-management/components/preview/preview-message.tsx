"use client";

import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./preview.module.css";

/** A large icon and a sentence in the middle of the body (what cannot be shown), with an action. */
export function PreviewMessage({
  icon,
  text,
  children,
  testId,
}: {
  icon: ReactNode;
  text: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Stack className={classes.stage} align="center" justify="center" gap="md" data-testid={testId}>
      <Text c="dimmed" component="div" aria-hidden>
        {icon}
      </Text>
      <Text ta="center">{text}</Text>
      {children}
    </Stack>
  );
}
