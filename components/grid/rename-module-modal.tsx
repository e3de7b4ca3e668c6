"use client";

import { useTranslations } from "next-intl";
import { SingleFieldModal } from "@/components/ui/single-field-modal";
import { moduleApi } from "@/lib/client/modules/api";
import { moduleNameSchema } from "@/lib/schemas/modules";
import type { GridItem } from "./grid-types";

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
  const id = item?.id ?? null;
  return (
    <SingleFieldModal
      opened={item !== null && id !== null}
      onClose={onClose}
      title={t("title")}
      label={t("label")}
      maxLength={100}
      initialValue={item?.name ?? ""}
      schema={moduleNameSchema}
      testId="rename-module-form"
      onSubmit={async (name) => {
        if (!id) return;
        await moduleApi.updatePlaced(id, projectId, { name });
        onRenamed(id, name);
      }}
    />
  );
}
