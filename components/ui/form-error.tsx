"use client";

import { Alert } from "@mantine/core";

/** The message of a failed submission, announced to screen readers. */
export function FormError({ error, testId }: { error: string | null; testId?: string }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      {error}
    </Alert>
  );
}
