"use client";

import { Anchor, Card, Container, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { CreateWorkspaceModal } from "@/components/workspaces/create-workspace-modal";
import { RenameWorkspaceModal } from "@/components/workspaces/rename-workspace-modal";
import { useWorkspaceSwitch } from "@/components/workspaces/switch-workspace";
import { WorkspaceCard } from "@/components/workspaces/workspace-card";
import type { WorkspaceSummary } from "@/lib/workspaces/types";

/** 'Choose workspace': a card per workspace, a create card, and a way out to another account. */
export function WorkspaceChooser({ workspaces }: { workspaces: WorkspaceSummary[] }) {
  const t = useTranslations();
  const [creating, { open, close }] = useDisclosure(false);
  const { switching, switchTo } = useWorkspaceSwitch();
  const [editing, setEditing] = useState<WorkspaceSummary | null>(null);

  return (
    <Container size={920} py="xl" w="100%">
      <Stack>
        <div>
          <Title order={2}>{t("workspaces.title")}</Title>
          <Text c="dimmed">{t("workspaces.subtitle")}</Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {workspaces.map((workspace) => (
            <WorkspaceCard
              key={workspace.id}
              workspace={workspace}
              switching={switching === workspace.id}
              onActivate={() => void switchTo(workspace.id)}
              onEdit={() => setEditing(workspace)}
            />
          ))}
          <UnstyledButton onClick={open} data-testid="create-workspace-card" mih={150}>
            <Card withBorder padding="lg" radius="md" h="100%" style={{ borderStyle: "dashed" }}>
              <Stack align="center" justify="center" h="100%" gap="xs">
                <IconPlus aria-hidden />
                <Text fw={500}>{t("workspaces.createNew")}</Text>
              </Stack>
            </Card>
          </UnstyledButton>
        </SimpleGrid>
        <Anchor component={Link} href="/logout" size="sm" w="fit-content">
          {t("workspaces.differentEmail")}
        </Anchor>
      </Stack>
      <CreateWorkspaceModal opened={creating} onClose={close} />
      <RenameWorkspaceModal workspace={editing} onClose={() => setEditing(null)} />
    </Container>
  );
}
