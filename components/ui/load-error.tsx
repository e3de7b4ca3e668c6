"use client";

import { Alert, Button, Group, Text } from "@mantine/core";

/** A failed load with a retry button; nothing while there is no error. */
export function LoadError(props: {
  error: string | null;
  title?: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  if (!props.error) return null;
  return (
    <Alert color="red" role="alert" title={props.title}>
      <Group justify="space-between">
        <Text size="sm">{props.error}</Text>
        <Button size="xs" variant="light" color="red" onClick={props.onRetry}>
          {props.retryLabel}
        </Button>
      </Group>
    </Alert>
  );
}
