"use client";

import {
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Modal,
  NavLink,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
} from "@mantine/core";
import { IconFolderFilled } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { errorMessage } from "@/lib/client/api";
import { useQuery } from "@/lib/client/query/use-query";
import { driveQueries } from "@/modules/file-management/client/api";
import type { Crumb } from "@/modules/file-management/shared/types";

export interface MoveRequest {
  mode: "move" | "copy";
  ids: string[];
  /** The first item's name (the title says "Move 'x'" or "Move 3 items"). */
  name: string;
}

interface MoveDialogProps {
  moduleId: string;
  request: MoveRequest | null;
  /** Where the listing is (the picker starts there). */
  start: { id: string; name: string; crumbs: Crumb[] } | null;
  onClose: () => void;
  onConfirm: (request: MoveRequest, folderId: string | null) => Promise<void>;
}

/**
 * Move or copy to a folder: the picker walks the folders (their crumbs to go up), the folder shown is
 * the destination; the items themselves are not offered as destinations.
 */
export function MoveDialog({ moduleId, request, start, onClose, onConfirm }: MoveDialogProps) {
  const t = useTranslations("fileManagement.move");
  const [at, setAt] = useState<{ id: string | null; trail: Crumb[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const place = at ?? {
    id: start?.id ?? null,
    trail: start ? [...start.crumbs, { id: start.id, name: start.name }] : [],
  };
  const folders = useQuery(request ? driveQueries.folders(moduleId, place.id) : null);
  const close = () => {
    setAt(null);
    setError(null);
    onClose();
  };
  const shown = (folders.data?.data ?? []).filter((folder) => !request?.ids.includes(folder.id));
  const count = request?.ids.length ?? 0;
  return (
    <Modal
      opened={request !== null}
      onClose={close}
      title={
        request &&
        (count === 1 ? t(`${request.mode}One`, { name: request.name }) : t(`${request.mode}Many`, { count }))
      }
      data-testid="move-dialog"
    >
      <Stack gap="sm">
        <Breadcrumbs separatorMargin={4} aria-label={t("where")}>
          <Anchor component="button" type="button" onClick={() => setAt({ id: null, trail: [] })}>
            {t("root")}
          </Anchor>
          {place.trail.map((crumb, index) => (
            <Anchor
              component="button"
              type="button"
              key={crumb.id}
              onClick={() => setAt({ id: crumb.id, trail: place.trail.slice(0, index + 1) })}
            >
              {crumb.name}
            </Anchor>
          ))}
        </Breadcrumbs>
        <ScrollArea.Autosize mah={300} type="auto">
          {folders.error ? (
            <Text c="red" size="sm">
              {errorMessage(folders.error, t("loadError"))}
            </Text>
          ) : !folders.data ? (
            <Stack gap={4} aria-busy="true" aria-label={t("loading")}>
              <Skeleton h={32} />
              <Skeleton h={32} />
            </Stack>
          ) : shown.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("noFolders")}
            </Text>
          ) : (
            shown.map((folder) => (
              <NavLink
                key={folder.id}
                label={folder.name}
                leftSection={<IconFolderFilled size={18} color="var(--mantine-color-yellow-6)" aria-hidden />}
                onClick={() =>
                  setAt({ id: folder.id, trail: [...place.trail, { id: folder.id, name: folder.name }] })
                }
              />
            ))
          )}
        </ScrollArea.Autosize>
        <FormError error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t("cancel")}
          </Button>
          <Button
            loading={busy}
            data-testid="move-confirm"
            onClick={() => {
              if (!request) return;
              setBusy(true);
              setError(null);
              onConfirm(request, place.id)
                .then(close)
                .catch((failure: unknown) => setError(errorMessage(failure, t("failed"))))
                .finally(() => setBusy(false));
            }}
          >
            {t(request?.mode === "copy" ? "copyHere" : "moveHere", {
              name: place.trail[place.trail.length - 1]?.name ?? t("root"),
            })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
