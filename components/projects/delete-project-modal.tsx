"use client";

import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useNavigation } from "@/components/shell/navigation-context";
import { FormError } from "@/components/ui/form-error";
import { errorMessage } from "@/lib/client/api";
import { projectApi } from "@/lib/client/projects/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";

interface DeleteProjectModalProps {
  project: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted: (projectId: string) => void;
}

/** 'Delete {name}' / 'This action can not be undone.': DELETE, toast, and the pages refreshed. */
export function DeleteProjectModal({ project, onClose, onDeleted }: DeleteProjectModalProps) {
  const t = useTranslations("projects.delete");
  const tc = useTranslations("common");
  const tErrors = useTranslations("errors");
  const navigation = useNavigation();
  const { loading, error, setError, submit } = useFormSubmit();

  const close = () => {
    setError(null);
    onClose();
  };

  const remove = () => {
    if (!project) return;
    void submit(async () => {
      try {
        await projectApi.remove(project.id);
      } catch (caught) {
        notifications.show({ color: "red", message: errorMessage(caught, tErrors("somethingWentWrong")) });
        throw caught;
      }
      notifications.show({ color: "teal", message: t("deleted", { name: project.name }) });
      onDeleted(project.id);
      // Re-renders the server components: the sidebar's navigation and this page's list.
      navigation.refresh();
    });
  };

  return (
    <Modal
      opened={project !== null}
      onClose={close}
      centered
      title={project ? t("title", { name: project.name }) : ""}
      data-testid="delete-project-modal"
    >
      <Stack>
        <Text>{t("text")}</Text>
        <FormError error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={loading}>
            {tc("cancel")}
          </Button>
          <Button color="red" onClick={remove} loading={loading} data-autofocus>
            {t("confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
