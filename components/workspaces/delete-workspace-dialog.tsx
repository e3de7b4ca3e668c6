"use client";

import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormError } from "@/components/ui/form-error";
import { hardNavigate } from "@/lib/client/navigation";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { workspaceApi } from "@/lib/client/workspaces/api";
import { confirmsWorkspaceName } from "@/lib/schemas/workspace";

interface DeleteWorkspaceDialogProps {
  workspace: { id: string; name: string; active: boolean };
  /** Why it cannot be deleted by this user, if it cannot. */
  blocked: "onlyWorkspace" | "ownerOnly" | null;
  closeHref: string;
}

/** Deleting a workspace: the button is enabled only once its exact name is typed. */
export function DeleteWorkspaceDialog({ workspace, blocked, closeHref }: DeleteWorkspaceDialogProps) {
  const t = useTranslations("workspaces.deleteDialog");
  const tc = useTranslations("common");
  const router = useRouter();
  const [typed, setTyped] = useState("");
  const { loading, error, submit } = useFormSubmit();
  const close = () => router.push(closeHref);

  if (blocked) {
    return (
      <Modal
        opened
        onClose={close}
        centered
        title={blocked === "onlyWorkspace" ? t("onlyWorkspaceTitle") : t("ownerOnlyTitle")}
        data-testid="delete-workspace-blocked"
      >
        <Stack>
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            {blocked === "onlyWorkspace"
              ? t("onlyWorkspaceText")
              : t("ownerOnlyText", { name: workspace.name })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close} data-autofocus>
              {t("ok")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  const confirmed = confirmsWorkspaceName(typed, workspace.name);
  const remove = (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    void submit(async () => {
      const { remainingWorkspaces } = await workspaceApi.remove(workspace.id);
      notifications.show({ color: "teal", message: t("deleted") });
      // The session changed when the deleted workspace was the active one: start afresh.
      if (remainingWorkspaces === 0) hardNavigate("/onboarding");
      else if (workspace.active) hardNavigate("/workspaces");
      else {
        router.push("/workspaces");
        router.refresh();
      }
      return "navigating";
    });
  };

  return (
    <Modal opened onClose={close} centered title={t("title")} data-testid="delete-workspace-dialog">
      <form onSubmit={remove} noValidate>
        <Stack>
          <FormError error={error} />
          <Text size="sm">{t("warning", { name: workspace.name })}</Text>
          <TextInput
            label={t("confirmLabel", { name: workspace.name })}
            placeholder={t("confirmPlaceholder")}
            description={t("confirmHint")}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
            data-testid="delete-workspace-confirm"
          />
          <DialogActions closeLabel={tc("cancel")} onClose={close}>
            <Button type="submit" color="red" disabled={!confirmed} loading={loading}>
              {t("submit")}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
