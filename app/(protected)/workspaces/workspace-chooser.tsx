"use client";

import { hardNavigate } from "@/lib/client/navigation";
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { WorkspaceNameForm } from "@/components/workspaces/workspace-name-form";
import { HOME } from "@/lib/routing/decide-route";
import type { WorkspaceSummary } from "@/lib/server/workspaces/list-workspaces";
import { switchWorkspaceAction } from "./actions";

/** 'Choose workspace': one card per workspace, Open (active) or Activate, and a create card. */
export function WorkspaceChooser({ workspaces }: { workspaces: WorkspaceSummary[] }) {
  const t = useTranslations();
  const [creating, { open, close }] = useDisclosure(false);
  const [switching, setSwitching] = useState<string | null>(null);

  async function activate(id: string) {
    setSwitching(id);
    const result = await switchWorkspaceAction({ owner: id }).catch(() => ({
      ok: false as const,
      error: t("errors.networkError"),
    }));
    if (result.ok) hardNavigate(HOME);
    else {
      notifications.show({ color: "red", message: result.error });
      setSwitching(null);
    }
  }

  return (
    <Container size={920} py="xl">
      <Stack>
        <Title order={2}>{t("workspaces.title")}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {workspaces.map((workspace) => (
            <Card key={workspace.id} withBorder padding="lg" data-testid="workspace-card">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} truncate>
                    {workspace.name}
                  </Text>
                  {workspace.active && <Badge color="teal">{t("workspaces.active")}</Badge>}
                </Group>
                <Text size="sm" c="dimmed">
                  {t("workspaces.members", { count: workspace.followers.count })}
                </Text>
                {workspace.active ? (
                  <Button component={Link} href={HOME} variant="light">
                    {t("workspaces.open")}
                  </Button>
                ) : (
                  <Button onClick={() => void activate(workspace.id)} loading={switching === workspace.id}>
                    {t("workspaces.activate")}
                  </Button>
                )}
              </Stack>
            </Card>
          ))}
          <UnstyledButton onClick={open} data-testid="create-workspace-card">
            <Card withBorder padding="lg" h="100%" style={{ borderStyle: "dashed" }}>
              <Stack align="center" justify="center" h="100%" gap="xs">
                <IconPlus />
                <Text fw={500}>{t("workspaces.createNew")}</Text>
              </Stack>
            </Card>
          </UnstyledButton>
        </SimpleGrid>
        <Anchor component={Link} href="/logout" size="sm">
          {t("workspaces.differentEmail")}
        </Anchor>
      </Stack>
      <Modal opened={creating} onClose={close} title={t("workspaces.createNew")} centered>
        <WorkspaceNameForm submitLabel={t("common.save")} onCreated={() => hardNavigate(HOME)} />
      </Modal>
    </Container>
  );
}
