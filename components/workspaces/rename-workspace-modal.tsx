"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { SingleFieldModal } from "@/components/ui/single-field-modal";
import { workspaceApi } from "@/lib/client/workspaces/api";
import { workspaceNameSchema } from "@/lib/schemas/workspace";
import type { WorkspaceSummary } from "@/lib/workspaces/types";

/** 'Edit workspace': renames it (PATCH /workspace/{id}) and refreshes the page's data. */
export function RenameWorkspaceModal({
  workspace,
  onClose,
}: {
  workspace: Pick<WorkspaceSummary, "id" | "name"> | null;
  onClose: () => void;
}) {
  const t = useTranslations("workspaces");
  const router = useRouter();
  return (
    <SingleFieldModal
      opened={workspace !== null}
      onClose={onClose}
      title={t("editTitle")}
      label={t("nameLabel")}
      placeholder={t("namePlaceholder")}
      maxLength={100}
      initialValue={workspace?.name ?? ""}
      schema={workspaceNameSchema}
      testId="rename-workspace-form"
      onSubmit={async (name) => {
        if (!workspace) return;
        await workspaceApi.rename(workspace.id, { name });
        notifications.show({ color: "teal", message: t("renamed") });
        onClose();
        router.refresh();
      }}
    />
  );
}
