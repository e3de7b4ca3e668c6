"use client";

import { Collapse, Group, Text, UnstyledButton } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { useId, useState, type ReactNode } from "react";

/** A titled, collapsible sidebar group; the header is a button (Enter/Space) with aria-expanded. */
export function NavGroup({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(true);
  const bodyId = useId();
  return (
    <section aria-label={title} data-testid={testId}>
      <UnstyledButton
        onClick={() => setOpened((value) => !value)}
        aria-expanded={opened}
        aria-controls={bodyId}
        w="100%"
        px="xs"
        py={6}
        style={{ borderRadius: "var(--mantine-radius-sm)" }}
      >
        <Group gap={6} wrap="nowrap">
          <IconChevronRight
            size={14}
            aria-hidden
            style={{ transform: opened ? "rotate(90deg)" : undefined, transition: "transform 150ms" }}
          />
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {title}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id={bodyId}>
        {children}
      </Collapse>
    </section>
  );
}

/** The muted hint of an empty group ('Click "+" to add project'). */
export function NavHint({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Text size="xs" c="dimmed" px="sm" py={4} data-testid={testId}>
      {children}
    </Text>
  );
}
