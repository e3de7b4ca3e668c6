"use client";

import { Button, Group, Loader, Modal, Select, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { LoadError } from "@/components/ui/load-error";
import { formApi } from "@/modules/form-builder/client/api";
import { useLoaded } from "@/lib/client/reporting/use-loaded";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import {
  FORM_FOLDER_NAME_MAX,
  type FormFolderItem,
  type FormItem,
} from "@/modules/form-builder/shared/types";
import { folderNameSchema } from "@/modules/form-builder/schemas/form-builder";
import * as z from "@/lib/zod";

const NONE = "none";
const NEW = "new";

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
  const folders = useLoaded(`folders|${moduleId}`, (signal) => formApi.folders(moduleId, signal));
  const [choice, setChoice] = useState<string>(form.folder?.id ?? NONE);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  // A folder made by an earlier try whose move then failed: a retry files the form there.
  const [made, setMade] = useState<FormFolderItem | null>(null);
  const { loading, error, submit } = useFormSubmit();

  if (folders.error)
    return <LoadError error={folders.error} retryLabel={t("retry")} onRetry={folders.reload} />;
  if (!folders.value) return <Loader aria-label={tCommon("loading")} />;

  const data = [
    { value: NONE, label: t("noFolder") },
    ...folders.value.map((folder) => ({ value: folder.id, label: folder.name })),
    ...(canCreate ? [{ value: NEW, label: t("newFolderOption") }] : []),
  ];

  function move() {
    let newName: string | null = null;
    if (choice === NEW) {
      const parsed = z.safeParse(folderNameSchema, name);
      if (!parsed.success) {
        setNameError(tAll(parsed.error.issues[0]?.message ?? "validation.folderNameRequired"));
        return;
      }
      newName = parsed.data;
    }
    void submit(async () => {
      const target =
        newName === null
          ? null
          : made && made.name === newName
            ? made
            : await formApi.createFolder(moduleId, newName);
      if (target) setMade(target);
      const folderId = target?.id ?? (choice === NONE ? null : choice);
      await formApi.fileIn(moduleId, form.id, folderId);
      const label = target?.name ?? folders.value?.find((folder) => folder.id === folderId)?.name;
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
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        move();
      }}
    >
      <Stack>
        <FormError error={error} />
        <Select
          label={t("folder")}
          data={data}
          value={choice}
          onChange={(value) => setChoice(value ?? NONE)}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        {choice === NEW && (
          <TextInput
            label={t("name")}
            placeholder={t("namePlaceholder")}
            withAsterisk
            maxLength={FORM_FOLDER_NAME_MAX}
            value={name}
            error={nameError}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {tAll("common.cancel")}
          </Button>
          <Button type="submit" loading={loading} disabled={choice === (form.folder?.id ?? NONE)}>
            {t("move")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
