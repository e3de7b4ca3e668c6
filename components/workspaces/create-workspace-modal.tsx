"use client";

import { Button, Modal } from "@mantine/core";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/api";
import type { WorkspaceSummary } from "@/lib/server/workspaces/list-workspaces";
import { switchWorkspaceAndGoHome } from "./switch-workspace";
import { WorkspaceNameForm } from "./workspace-name-form";

/** 'Create a new workspace': creates it (POST /workspace), moves the session into it, goes home. */
export function CreateWorkspaceModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTranslations("workspaces");
  const tc = useTranslations("common");
  return (
    <Modal opened={opened} onClose={onClose} title={t("createNew")} centered>
      <WorkspaceNameForm
        label={t("nameLabel")}
        placeholder={t("namePlaceholder")}
        submitLabel={t("create")}
        testId="create-workspace-form"
        secondary={
          <Button variant="default" onClick={onClose}>
            {tc("cancel")}
          </Button>
        }
        onSubmit={async (name) => {
          const workspace = await api<WorkspaceSummary>("/workspace", { body: { name, users: [] } });
          return switchWorkspaceAndGoHome(workspace.id);
        }}
      />
    </Modal>
  );
}
