import { Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A page's level-2 title with a dimmed line under it. */
export function PageHeading({ title, text }: { title: ReactNode; text: ReactNode }) {
  return (
    <div>
      <Title order={2}>{title}</Title>
      <Text c="dimmed" size="sm">
        {text}
      </Text>
    </div>
  );
}
