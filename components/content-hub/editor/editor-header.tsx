"use client";

import { ActionIcon, Badge, Button, Group, Menu, Title } from "@mantine/core";
import { IconArrowLeft, IconDots, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";

export type PendingAction = "save" | "publish" | "unpublish" | "delete" | null;

/**
 * An editor's header (spec §2): back arrow to the list, the item's title, its delete menu, and
 * Unpublish (only when published), Save changes and Save and Publish, each busy while it runs.
 */
export function EditorHeader({
  backHref,
  title,
  isPublished,
  pending,
  canWrite,
  canDelete,
  onSave,
  onPublish,
  onUnpublish,
  onDelete,
  children,
}: {
  backHref: string;
  title: string;
  isPublished: boolean;
  pending: PendingAction;
  canWrite: boolean;
  canDelete: boolean;
  onSave: () => void;
  onPublish: () => void;
  onUnpublish: () => void;
  onDelete: () => void;
  /** More controls before the buttons (the product's 'Is available'). */
  children?: ReactNode;
}) {
  const t = useTranslations("contentHub.editor");
  const busy = pending !== null;
  return (
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
              <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete}>
                {t("delete")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {canWrite && (
        <Group gap="xs">
          {children}
          {isPublished && (
            <Button variant="default" loading={pending === "unpublish"} disabled={busy} onClick={onUnpublish}>
              {t("unpublish")}
            </Button>
          )}
          <Button variant="default" loading={pending === "save"} disabled={busy} onClick={onSave}>
            {t("save")}
          </Button>
          <Button loading={pending === "publish"} disabled={busy} onClick={onPublish}>
            {t("saveAndPublish")}
          </Button>
        </Group>
      )}
    </Group>
  );
}
