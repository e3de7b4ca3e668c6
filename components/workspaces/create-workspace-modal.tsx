"use client";

import { useTranslations } from "next-intl";
import { SingleFieldModal } from "@/components/ui/single-field-modal";
import { workspaceApi } from "@/lib/client/workspaces/api";
import { workspaceNameSchema } from "@/lib/schemas/workspace";
import { switchWorkspaceAndGoHome } from "./switch-workspace";

/** 'Create a new workspace': creates it (POST /workspace), moves the session into it, goes home. */
export function CreateWorkspaceModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTranslations("workspaces");
  return (
    <SingleFieldModal
      opened={opened}
      onClose={onClose}
      title={t("createNew")}
      label={t("nameLabel")}
      placeholder={t("namePlaceholder")}
      maxLength={100}
      initialValue=""
      schema={workspaceNameSchema}
      submitLabel={t("create")}
      testId="create-workspace-form"
      onSubmit={async (name) => {
        const workspace = await workspaceApi.create(name);
        return switchWorkspaceAndGoHome(workspace.id);
      }}
    />
  );
}
