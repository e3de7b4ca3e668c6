"use client";

import { ActionIcon, Alert, Badge, Button, Group, Menu, Stack, Title } from "@mantine/core";
import { IconArrowLeft, IconDots, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";
import { AskAiButton } from "@/components/ai/ask-ai-button";
import { useContentHub } from "../content-hub-context";
import type { EditorActions } from "./use-editor-item";

export type PendingAction = "save" | "publish" | "unpublish" | "delete" | null;

/**
 * An editor's header (spec §2): back arrow to the list, the item's title, its delete menu, Ask AI, and
 * Unpublish (only when published), Save changes and Save and Publish, each busy while it runs.
 */
export function EditorHeader({
  backHref,
  title,
  name,
  isPublished,
  pending,
  error,
  actions,
  children,
}: {
  backHref: string;
  /** What the header shows (the form's current title). */
  title: string;
  /** The saved name, for 'Delete {name}'. */
  name: string;
  isPublished: boolean;
  pending: PendingAction;
  /** The last action's failure. */
  error: string | null;
  actions: EditorActions;
  /** More controls before the buttons (the product's 'Is available'). */
  children?: ReactNode;
}) {
  const t = useTranslations("contentHub.editor");
  const { id: moduleId, access } = useContentHub();
  const canWrite = access.edit;
  const canDelete = access.delete;
  const busy = pending !== null;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <ActionIcon component={Link} href={backHref} variant="subtle" size="lg" aria-label={t("back")}>
            <IconArrowLeft size={20} aria-hidden />
          </ActionIcon>
          <Title
            order={1}
            fz={{ base: 20, sm: 24 }}
            style={{ wordBreak: "break-word" }}
            data-testid="editor-title"
          >
            {title}
          </Title>
          <Badge variant="light" color={isPublished ? "green" : "gray"} data-testid="editor-state">
            {isPublished ? t("published") : t("draft")}
          </Badge>
          {canDelete && (
            <Menu position="bottom-start">
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t("more")} disabled={busy}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => void actions.remove(name)}
                >
                  {t("delete")}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        <Group gap="xs">
          <AskAiButton moduleId={moduleId} moduleTag="ContentHub" returnTo={backHref} />
          {canWrite && children}
          {canWrite && (
            <>
              {isPublished && (
                <Button
                  variant="default"
                  loading={pending === "unpublish"}
                  disabled={busy}
                  onClick={actions.unpublish}
                >
                  {t("unpublish")}
                </Button>
              )}
              <Button variant="default" loading={pending === "save"} disabled={busy} onClick={actions.save}>
                {t("save")}
              </Button>
              <Button loading={pending === "publish"} disabled={busy} onClick={actions.publish}>
                {t("saveAndPublish")}
              </Button>
            </>
          )}
        </Group>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
