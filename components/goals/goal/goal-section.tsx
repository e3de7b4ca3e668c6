import { Group, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One section of the goal page: a bordered panel titled by a level-2 heading, with an optional action. */
export function GoalSection({
  id,
  title,
  action,
  children,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Title order={2} size="h4" id={id}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        {action ? (
          <Group justify="space-between" gap="sm">
            {heading}
            {action}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
