"use client";

import { Button, Modal } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { api } from "@/lib/client/api";
import type { WorkspaceSummary } from "@/lib/server/workspaces/list-workspaces";
import { WorkspaceNameForm } from "./workspace-name-form";

/** 'Edit workspace': renames it (PATCH /workspace/{id}) and refreshes the page's data. */
export function RenameWorkspaceModal({
  workspace,
  onClose,
}: {
  workspace: Pick<WorkspaceSummary, "id" | "name"> | null;
  onClose: () => void;
}) {
  const t = useTranslations("workspaces");
  const tc = useTranslations("common");
  const router = useRouter();
  return (
    <Modal opened={workspace !== null} onClose={onClose} title={t("editTitle")} centered>
      {workspace && (
        <WorkspaceNameForm
          initialName={workspace.name}
          label={t("nameLabel")}
          placeholder={t("namePlaceholder")}
          submitLabel={tc("save")}
          testId="rename-workspace-form"
          secondary={
            <Button variant="default" onClick={onClose}>
              {tc("cancel")}
            </Button>
          }
          onSubmit={async (name) => {
            await api(`/workspace/${workspace.id}`, { method: "PATCH", body: { name } });
            notifications.show({ color: "teal", message: t("renamed") });
            onClose();
            router.refresh();
          }}
        />
      )}
    </Modal>
  );
}
