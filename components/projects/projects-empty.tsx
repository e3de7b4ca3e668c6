"use client";

import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconFolderOpen, IconPlus } from "@tabler/icons-react";
import Link from "next/link";

/** An empty list: a title, a hint and one action. */
export function ProjectsEmpty(props: {
  title: string;
  text: string;
  action: { label: string; href: string };
}) {
  return (
    <Center py={64} data-testid="projects-empty">
      <Stack align="center" gap="xs" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconFolderOpen size={30} />
        </ThemeIcon>
        <Title order={3}>{props.title}</Title>
        <Text c="dimmed">{props.text}</Text>
        <Button component={Link} href={props.action.href} leftSection={<IconPlus size={16} />} mt="sm">
          {props.action.label}
        </Button>
      </Stack>
    </Center>
  );
}
