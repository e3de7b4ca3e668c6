"use client";

import { Alert, Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { errorMessage } from "@/lib/client/api";
import { translatedResolver } from "@/lib/client/form";
import { projectApi } from "@/lib/client/projects/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { CoverPicker } from "./cover-picker";
import { CoverUpload } from "./cover-upload";
import { changedFields, editProjectFormSchema, type EditProjectValues } from "./edit-project-form";
import { VisibilityControl } from "./visibility-control";

interface EditProjectDialogProps {
  project: { id: string; name: string; private: boolean; coverImage: string | null };
  canRename: boolean;
  /** Cover image and visibility need project administration. */
  canAdminister: boolean;
  redirect: string;
}

/** Rename, cover image and visibility of a project; Save sends one PATCH with what changed. */
export function EditProjectDialog({ project, canRename, canAdminister, redirect }: EditProjectDialogProps) {
  const t = useTranslations("projects.edit");
  const tAll = useTranslations();
  const router = useRouter();
  const { loading, error, submit } = useFormSubmit();
  const [uploading, setUploading] = useState(false);
  const initial: EditProjectValues = {
    name: project.name,
    coverImage: project.coverImage,
    private: project.private,
  };
  const form = useForm<EditProjectValues>({
    mode: "controlled",
    initialValues: initial,
    validate: translatedResolver(editProjectFormSchema, tAll),
  });

  const close = () => router.push(redirect, { scroll: false });
  const changes = changedFields(initial, form.values);

  const save = form.onSubmit((values) => {
    const body = changedFields(initial, values);
    if (!body) return;
    void submit(async () => {
      try {
        await projectApi.update(project.id, body);
      } catch (caught) {
        notifications.show({
          color: "red",
          message: errorMessage(caught, tAll("errors.somethingWentWrong")),
        });
        throw caught;
      }
      notifications.show({ color: "teal", message: t("saved") });
      if (body.private !== undefined) {
        notifications.show({ color: "teal", message: t(body.private ? "changedPrivate" : "changedPublic") });
      }
      router.push(redirect, { scroll: false });
      router.refresh();
      return "navigating";
    });
  });

  return (
    <Modal opened onClose={close} title={t("title")} size="lg" centered data-testid="edit-project-dialog">
      <form onSubmit={save} noValidate>
        <Stack>
          <TextInput
            label={t("name")}
            placeholder={t("namePlaceholder")}
            withAsterisk
            disabled={!canRename}
            description={canRename ? undefined : t("nameDisabled")}
            data-autofocus
            {...form.getInputProps("name")}
          />
          {!canAdminister && (
            <Alert color="yellow" icon={<IconInfoCircle size={18} />} data-testid="edit-project-admin-only">
              {t("adminOnly")}
            </Alert>
          )}
          <VisibilityControl
            value={form.values.private}
            disabled={!canAdminister}
            onChange={(value) => form.setFieldValue("private", value)}
          />
          <CoverPicker
            value={form.values.coverImage}
            saved={project.coverImage}
            disabled={!canAdminister}
            onChange={(cover) => form.setFieldValue("coverImage", cover)}
          />
          <CoverUpload
            disabled={!canAdminister}
            onBusyChange={setUploading}
            onUploaded={(cover) => form.setFieldValue("coverImage", cover)}
          />
          <FormError error={error} testId="edit-project-error" />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={loading}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={loading} disabled={!changes || uploading}>
              {t("save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
