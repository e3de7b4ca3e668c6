"use client";

import { Button, Center, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import type { ReactNode } from "react";

interface StatusScreenProps {
  code: string;
  title?: string;
  message: string;
  action: { label: string; href?: string; onClick?: () => void };
  extra?: ReactNode;
}

/** The full-page 404 / error / bad-URL screen. */
export function StatusScreen({ code, title, message, action, extra }: StatusScreenProps) {
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1} fz={72} c="dimmed" data-testid="status-code">
          {code}
        </Title>
        {title && <Title order={2}>{title}</Title>}
        <Text size="lg">{message}</Text>
        {extra}
        {action.href ? (
          <Button component={Link} href={action.href} mt="md">
            {action.label}
          </Button>
        ) : (
          <Button onClick={action.onClick} mt="md">
            {action.label}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
