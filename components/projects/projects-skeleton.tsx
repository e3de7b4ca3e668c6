"use client";

import { AspectRatio, Card, Group, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { PROJECT_GRID_COLS } from "./project-grid";

/** Placeholder cards while the list loads (the same grid as the cards). */
export function ProjectsSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="lg" aria-busy="true" aria-label={label} role="status">
      <Group justify="space-between">
        <Skeleton h={32} w={180} />
        <Skeleton h={36} w={220} />
      </Group>
      <SimpleGrid cols={PROJECT_GRID_COLS} spacing="lg">
        {Array.from({ length: 8 }, (_, index) => (
          <Card key={index} withBorder padding="md" radius="md">
            <Card.Section>
              <AspectRatio ratio={16 / 9}>
                <Skeleton radius={0} />
              </AspectRatio>
            </Card.Section>
            <Stack gap={8} mt="sm">
              <Skeleton h={18} w="70%" />
              <Group justify="space-between">
                <Skeleton h={14} w={40} />
                <Skeleton h={14} w={100} />
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
