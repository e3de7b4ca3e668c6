"use client";

import { Button, Group, Loader, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { LoadError } from "@/components/ui/load-error";
import { translatedResolver } from "@/lib/client/form";
import { formApi, formQueries } from "@/modules/form-builder/client/api";
import {
  moveFormSchema,
  NEW_FOLDER,
  newFolderName,
  NO_FOLDER,
  targetFolderId,
  type MoveFormValues,
} from "@/modules/form-builder/client/move-form";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import {
  FORM_FOLDER_NAME_MAX,
  type FormFolderItem,
  type FormItem,
} from "@/modules/form-builder/shared/types";

/** 'Move {title}': files a form in one of the module's folders, a new one, or none. */
export function MoveToFolderModal(props: {
  moduleId: string;
  form: FormItem | null;
  /** The caller may create folders (the New folder… choice). */
  canCreate: boolean;
  onClose: () => void;
  onMoved: () => void;
}) {
  const t = useTranslations("formBuilder.folders");
  return (
    <Modal
      opened={props.form !== null}
      onClose={props.onClose}
      title={props.form ? t("moveTitle", { title: props.form.title }) : ""}
      centered
      data-testid="move-to-folder"
    >
      {props.form && <MoveForm {...props} form={props.form} />}
    </Modal>
  );
}

function MoveForm({
  moduleId,
  form,
  canCreate,
  onClose,
  onMoved,
}: {
  moduleId: string;
  form: FormItem;
  canCreate: boolean;
  onClose: () => void;
  onMoved: () => void;
}) {
  const t = useTranslations("formBuilder.folders");
  const tCommon = useTranslations("common");
  const tAll = useTranslations();
  const folders = useQuery(formQueries.folders(moduleId));
  const foldersError = useErrorText(folders.error);
  const fields = useForm<MoveFormValues>({
    initialValues: { choice: form.folder?.id ?? NO_FOLDER, name: "" },
    validate: translatedResolver(moveFormSchema, tAll),
  });
  const choice = fields.values.choice;
  // A folder made by an earlier try whose move then failed: a retry files the form there.
  const [made, setMade] = useState<FormFolderItem | null>(null);
  const { loading, error, submit } = useFormSubmit();

  if (foldersError)
    return <LoadError error={foldersError} retryLabel={t("retry")} onRetry={() => void folders.refetch()} />;
  if (!folders.data) return <Loader aria-label={tCommon("loading")} />;

  const data = [
    { value: NO_FOLDER, label: t("noFolder") },
    ...folders.data.map((folder) => ({ value: folder.id, label: folder.name })),
    ...(canCreate ? [{ value: NEW_FOLDER, label: t("newFolderOption") }] : []),
  ];

  function move(values: MoveFormValues) {
    const newName = newFolderName(values);
    void submit(async () => {
      const target =
        newName === null
          ? null
          : made && made.name === newName
            ? made
            : await formApi.createFolder(moduleId, newName);
      if (target) setMade(target);
      const folderId = targetFolderId(values, target);
      await formApi.fileIn(moduleId, form.id, folderId);
      const label = target?.name ?? folders.data?.find((folder) => folder.id === folderId)?.name;
      notifications.show({
        color: "teal",
        message: folderId
          ? t("moved", { title: form.title, folder: label ?? "" })
          : t("movedOut", { title: form.title }),
      });
      onMoved();
    });
  }

  return (
    <form noValidate onSubmit={fields.onSubmit(move)}>
      <Stack>
        <FormError error={error} />
        <Select
          label={t("folder")}
          data={data}
          {...fields.getInputProps("choice")}
          onChange={(value) => fields.setFieldValue("choice", value ?? NO_FOLDER)}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        {choice === NEW_FOLDER && (
          <TextInput
            label={t("name")}
            placeholder={t("namePlaceholder")}
            withAsterisk
            maxLength={FORM_FOLDER_NAME_MAX}
            {...fields.getInputProps("name")}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {tAll("common.cancel")}
          </Button>
          <Button type="submit" loading={loading} disabled={choice === (form.folder?.id ?? NO_FOLDER)}>
            {t("move")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
