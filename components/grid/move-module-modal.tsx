"use client";

import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { moduleApi } from "@/lib/client/modules/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import type { NavProject } from "@/lib/navigation/types";
import type { GridItem } from "./grid-types";

/**
 * 'Move to another project': PATCH /workspaces/module/{id}/project/{projectId} { project }. The
 * server puts it at the first free spot of the target and renumbers both grids.
 */
export function MoveModuleModal({
  projectId,
  projects,
  item,
  onClose,
  onMoved,
}: {
  projectId: string;
  /** The projects the user sees (the sidebar's list). */
  projects: NavProject[];
  item: GridItem | null;
  onClose: () => void;
  onMoved: (id: string, target: NavProject) => void;
}) {
  const t = useTranslations("grid.move");
  return (
    <Modal opened={item !== null} onClose={onClose} title={t("title", { name: item?.name ?? "" })} centered>
      {item?.id && (
        <MoveForm
          key={item.id}
          targets={projects.filter((project) => project.id !== projectId)}
          onCancel={onClose}
          onSubmit={async (target) => {
            await moduleApi.updatePlaced(item.id!, projectId, { project: target.id });
            onMoved(item.id!, target);
          }}
        />
      )}
    </Modal>
  );
}

function MoveForm(props: {
  targets: NavProject[];
  onCancel: () => void;
  onSubmit: (target: NavProject) => Promise<void>;
}) {
  const t = useTranslations();
  const { loading, error, submit } = useFormSubmit();
  const [value, setValue] = useState<string | null>(null);
  const target = props.targets.find((project) => project.id === value);

  if (props.targets.length === 0) {
    return (
      <Stack>
        <Text>{t("grid.move.none")}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("common.cancel")}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form
      noValidate
      data-testid="move-module-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (target) void submit(() => props.onSubmit(target));
      }}
    >
      <Stack>
        <FormError error={error} />
        <Select
          label={t("grid.move.label")}
          placeholder={t("grid.move.placeholder")}
          data={props.targets.map((project) => ({ value: project.id, label: project.name }))}
          value={value}
          onChange={setValue}
          searchable
          required
          data-autofocus
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={loading} disabled={!target}>
            {t("grid.move.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
