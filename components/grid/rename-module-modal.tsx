"use client";

import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { FormError } from "@/components/ui/form-error";
import { api } from "@/lib/client/api";
import { translatedResolver } from "@/lib/client/form";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { moduleNameSchema } from "@/lib/schemas/modules";
import type { GridItem } from "./grid-types";

const renameSchema = z.object({ name: moduleNameSchema });

/** 'Rename module': PATCH /workspaces/module/{id}/project/{projectId} { name }. */
export function RenameModuleModal({
  projectId,
  item,
  onClose,
  onRenamed,
}: {
  projectId: string;
  item: GridItem | null;
  onClose: () => void;
  onRenamed: (id: string, name: string) => void;
}) {
  const t = useTranslations("grid.rename");
  return (
    <Modal opened={item !== null} onClose={onClose} title={t("title")} centered>
      {item?.id && (
        <RenameForm
          key={item.id}
          initialName={item.name}
          onCancel={onClose}
          onSubmit={async (name) => {
            await api(`/workspaces/module/${item.id}/project/${projectId}`, {
              method: "PATCH",
              body: { name },
            });
            onRenamed(item.id!, name);
          }}
        />
      )}
    </Modal>
  );
}

function RenameForm(props: {
  initialName: string;
  onCancel: () => void;
  onSubmit: (name: string) => Promise<void>;
}) {
  const t = useTranslations();
  const { loading, error, submit: run } = useFormSubmit();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { name: props.initialName },
    validate: translatedResolver(renameSchema, t),
  });
  return (
    <form
      noValidate
      data-testid="rename-module-form"
      onSubmit={form.onSubmit((values) => run(() => props.onSubmit(values.name.trim())))}
    >
      <Stack>
        <FormError error={error} />
        <TextInput
          label={t("grid.rename.label")}
          autoFocus
          maxLength={100}
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={loading}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
