"use client";

import { Alert, Button, Modal, Skeleton, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconPlugConnected, IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { integrationApi } from "@/lib/client/integrations/api";
import type { IntegrationList, IntegrationModule, ModuleIntegrationItem } from "@/lib/integrations/types";
import classes from "./integration-dialog.module.css";
import { IntegrationForm } from "./integration-form";
import { IntegrationMapping } from "./integration-mapping";
import { IntegrationRow } from "./integration-row";
import { useIntegrationList } from "./use-integration-list";

/** Spec §9: the integration dialog is 1300 wide (min height 650, in the stylesheet). */
export const INTEGRATION_DIALOG_WIDTH = 1300;

/** Add (null) or edit (the integration), or the list (undefined). */
type Editing = ModuleIntegrationItem | null | undefined;

function IntegrationListView({
  list,
  onAdd,
  onEdit,
  onMap,
  onDelete,
}: {
  list: IntegrationList;
  onAdd: () => void;
  onEdit: (item: ModuleIntegrationItem) => void;
  onMap: (item: ModuleIntegrationItem) => void;
  onDelete: (item: ModuleIntegrationItem) => void;
}) {
  const t = useTranslations("integrations");
  return (
    <Stack gap="md">
      {!list.canManage && (
        <Text size="sm" c="dimmed" data-testid="integrations-read-only">
          {t("readOnly")}
        </Text>
      )}
      {list.data.length === 0 ? (
        <Stack align="center" gap="sm" py="xl" data-testid="integrations-empty">
          <IconPlugConnected size={40} stroke={1.4} aria-hidden />
          <Text c="dimmed">{t("empty")}</Text>
          {list.canManage && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={onAdd}
              data-testid="integration-add"
            >
              {t("add")}
            </Button>
          )}
        </Stack>
      ) : (
        <Stack component="ul" gap="sm" className={classes.list} aria-label={t("listLabel")}>
          {list.data.map((item) => (
            <IntegrationRow
              key={item.id}
              item={item}
              canManage={list.canManage}
              onEdit={() => onEdit(item)}
              onMap={() => onMap(item)}
              onDelete={() => onDelete(item)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The dialog's body: mounted while it is open, so every opening loads the integration afresh. */
function IntegrationPanel({ module, onChanged }: { module: IntegrationModule; onChanged: () => void }) {
  const t = useTranslations("integrations");
  const tErrors = useTranslations("errors");
  const owner = { moduleId: module.moduleId, tag: module.tag };
  const { state, reload, apply } = useIntegrationList(owner);
  const [editing, setEditing] = useState<Editing>(undefined);
  const [mapping, setMapping] = useState<ModuleIntegrationItem | null>(null);

  const remove = async (item: ModuleIntegrationItem) => {
    const confirmed = await confirmAction({
      title: t("deleteTitle"),
      message: t("deleteMessage"),
      confirm: t("delete"),
      cancel: t("cancel"),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await integrationApi.remove(owner, item.id);
      apply(state.status === "ready" ? state.list.data.filter((other) => other.id !== item.id) : []);
      onChanged();
    } catch (caught) {
      notifications.show({
        color: "red",
        title: t("deleteFailed"),
        message: errorMessage(caught, tErrors("somethingWentWrong")),
      });
    }
  };

  if (state.status === "loading") {
    return (
      <Stack gap="sm" aria-busy data-testid="integrations-loading">
        <Text size="sm" c="dimmed">
          {t("loading")}
        </Text>
        <Skeleton h={72} radius="md" />
      </Stack>
    );
  }
  if (state.status === "error") {
    return (
      <LoadError
        error={errorMessage(state.error, tErrors("networkError"))}
        title={t("loadFailed")}
        retryLabel={t("retry")}
        onRetry={reload}
      />
    );
  }
  if (mapping) {
    return (
      <IntegrationMapping
        owner={owner}
        item={mapping}
        onCancel={() => setMapping(null)}
        onSaved={(saved) => {
          setMapping(null);
          apply([saved]);
          onChanged();
        }}
      />
    );
  }
  if (editing !== undefined) {
    return (
      <IntegrationForm
        owner={owner}
        self={module}
        list={state.list}
        editing={editing}
        onCancel={() => setEditing(undefined)}
        onSaved={(saved) => {
          setEditing(undefined);
          apply([saved]);
          onChanged();
        }}
      />
    );
  }
  return (
    <IntegrationListView
      list={state.list}
      onAdd={() => setEditing(null)}
      onEdit={setEditing}
      onMap={setMapping}
      onDelete={(item) => void remove(item)}
    />
  );
}

/**
 * The Integration dialog (spec §2, §4, §5), opened from a module page's Integrate button: the
 * module's integration as source → target with Edit and Delete, or 'No data to show' and Add
 * integration; adding and editing happen in place. No footer. `onChanged` runs after each change.
 */
export function IntegrationDialog({
  opened,
  onClose,
  module,
  onChanged,
}: {
  opened: boolean;
  onClose: () => void;
  /** The page's module: the source of a new integration. */
  module: IntegrationModule;
  onChanged: () => void;
}) {
  const t = useTranslations("integrations");
  const fullScreen = useMediaQuery("(max-width: 48em)", false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("title")}
      size={INTEGRATION_DIALOG_WIDTH}
      fullScreen={fullScreen}
      centered
      closeButtonProps={{ "aria-label": t("close") }}
      classNames={{ content: classes.content }}
      data-testid="integration-dialog"
    >
      <Stack gap="lg">
        <Alert variant="light" color="blue" role="note" icon={<IconPlugConnected size={18} aria-hidden />}>
          {t.rich("banner", { b: (chunks) => <strong>{chunks}</strong> })}
        </Alert>
        <IntegrationPanel module={module} onChanged={onChanged} />
      </Stack>
    </Modal>
  );
}
