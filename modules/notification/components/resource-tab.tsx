"use client";

import {
  ActionIcon,
  Button,
  Group,
  Menu,
  Modal,
  Stack,
  Table,
  Text,
  type MantineSpacing,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDots, IconLock } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { Fragment, useState, type ReactNode } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { FormError } from "@/components/ui/form-error";
import { errorMessage } from "@/lib/client/api";
import type { QuerySpec } from "@/lib/client/query/spec";
import { usePagedQuery, type PagedResult } from "@/lib/client/query/use-paged-query";
import type { Page } from "@/lib/contracts/endpoint";
import { useNotificationModuleEvents } from "@/modules/notification/client/api";
import type {
  NotificationModuleEvent,
  NotificationModuleInfo,
  NotificationTab,
} from "@/modules/notification/shared/types";
import { ListTable } from "./list-table";
import type { ModuleFilters } from "./notification-module-view";

/** What the module view gives each tab: the module, the URL's filters, the create dialog route. */
export interface ResourceTabProps {
  info: NotificationModuleInfo;
  filters: ModuleFilters;
  creating: boolean;
  onCloseCreate: () => void;
  createUrl: string;
}

/** A tab's resource: its texts are `notificationModule.<resource>.*`, its tab's `…<tab>`. */
type Resource = "channel" | "template" | "campaign";

const TAB_OF: Record<Resource, NotificationTab> = {
  channel: "channels",
  template: "templates",
  campaign: "campaigns",
};

/**
 * A tab's list of one resource: keyset pages of `page` (a cached query) for the URL's filters
 * (`query`: a new first page when they change, the previous rows shown meanwhile), live events (`onEvent`, by default a reload on the resource's own; a
 * reconnect reloads), the row being edited, in-place replacement of a row (unless `replaces` says
 * the loaded one is newer), a failure toast, and a confirmed delete (`deleteRow`).
 */
export function useResourceTab<T extends { id: string; name: string }, Q extends object>(options: {
  tab: ResourceTabProps;
  resource: Resource;
  query: Q;
  page: (moduleId: string, query: NoInfer<Q> & { cursor: string | null }) => QuerySpec<Page<T>>;
  deleteRow: (moduleId: string, id: string) => Promise<unknown>;
  onEvent?: (event: NotificationModuleEvent, list: PagedResult<T>) => void;
  replaces?: (next: T, current: T) => boolean;
}) {
  const t = useTranslations("notificationModule");
  const tErrors = useTranslations("errors");
  const { tab, resource, query, replaces } = options;
  const moduleId = tab.info.id;
  const list = usePagedQuery<T>((cursor) => options.page(moduleId, { ...query, cursor }), {
    keepPrevious: true,
  });
  useNotificationModuleEvents(
    moduleId,
    (event) => {
      if (options.onEvent) options.onEvent(event, list);
      else if (event.entity === resource) void list.refetch();
    },
    () => void list.refetch(),
  );
  const [editing, setEditing] = useState<T | null>(null);

  const replace = (row: T) =>
    list.setItems((items) =>
      items.map((item) => (item.id === row.id && (replaces?.(row, item) ?? true) ? row : item)),
    );
  const fail = (caught: unknown) =>
    notifications.show({ color: "red", message: errorMessage(caught, tErrors("somethingWentWrong")) });
  const remove = async (row: T) => {
    const ok = await confirmAction({
      title: t(`${resource}.deleteTitle`, { name: row.name }),
      message: t(`${resource}.deleteMessage`),
      confirm: t("delete"),
      cancel: t("cancel"),
      danger: true,
    });
    if (!ok) return;
    try {
      await options.deleteRow(moduleId, row.id);
      list.setItems((items) => items.filter((item) => item.id !== row.id));
    } catch (caught) {
      fail(caught);
    }
  };

  return { tab, resource, list, editing, setEditing, replace, fail, remove };
}

export type ResourceTabState<T extends { id: string; name: string }> = ReturnType<
  typeof useResourceTab<T, object>
>;

/** What a tab's create/edit form is given: the row edited (null: a new one), cancel, saved. */
export interface ResourceFormProps<T, S extends T = T> {
  editing: T | null;
  onCancel: () => void;
  onSaved: (saved: S) => void;
}

/**
 * A tab's table and its create/edit dialog: the table with its empty states (the create link for
 * those who may add), the dialog open on the create route or while a row is edited; a save shows a
 * toast, then replaces the edited row or reloads the list (after `onCreated`) and leaves the route.
 */
export function ResourceTab<T extends { id: string; name: string }, S extends T = T>(props: {
  state: ResourceTabState<T>;
  /** The table's columns, as `notificationModule.columns.*` keys (the row menu's column follows). */
  columns: string[];
  renderRow: (row: T) => ReactNode;
  filtered: boolean;
  modalSize?: number;
  renderForm: (form: ResourceFormProps<T, S>) => ReactNode;
  onCreated?: (saved: S) => void;
  children?: ReactNode;
}) {
  const t = useTranslations("notificationModule");
  const { state } = props;
  const { tab, resource, list, editing, setEditing, replace } = state;
  const plural = TAB_OF[resource];
  const close = () => (editing ? setEditing(null) : tab.onCloseCreate());
  const onSaved = (saved: S) => {
    notifications.show({ color: "teal", message: t(`${resource}.saved`) });
    if (editing) {
      replace(saved);
      setEditing(null);
    } else {
      void list.refetch();
      props.onCreated?.(saved);
      tab.onCloseCreate();
    }
  };
  return (
    <>
      <ListTable
        testId={`${plural}-table`}
        headers={[...props.columns.map((column) => t(`columns.${column}`)), ""]}
        rows={(list.items ?? []).map(props.renderRow)}
        list={list}
        filtered={props.filtered}
        empty={{
          title: t(`empty.${plural}`),
          hint: t(`empty.${plural}Hint`),
          action: tab.info.access.add ? { label: t(`create.${plural}`), href: tab.createUrl } : null,
        }}
      />
      <Modal
        closeButtonProps={{ "aria-label": t("close") }}
        opened={tab.creating || editing !== null}
        onClose={close}
        title={editing ? t(`${resource}.editTitle`) : t(`${resource}.createTitle`)}
        {...(props.modalSize !== undefined ? { size: props.modalSize } : {})}
        centered
        data-testid={`${resource}-dialog`}
      >
        <Fragment key={editing?.id ?? "new"}>
          {props.renderForm({ editing, onCancel: close, onSaved })}
        </Fragment>
      </Modal>
      {props.children}
    </>
  );
}

/** A create/edit form's foot: its error, then Cancel and the submit button (default: Save). */
export function ResourceFormFooter(props: {
  error: string | null;
  loading: boolean;
  onCancel: () => void;
  submitLabel?: string;
  mt?: MantineSpacing;
}) {
  const t = useTranslations("notificationModule");
  return (
    <>
      <FormError error={props.error} />
      <Group justify="flex-end" mt={props.mt}>
        <Button variant="default" onClick={props.onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" loading={props.loading}>
          {props.submitLabel ?? t("save")}
        </Button>
      </Group>
    </>
  );
}

/** A row menu's "Edit" item. */
function EditMenuItem({ onClick }: { onClick: () => void }) {
  const t = useTranslations("notificationModule");
  return <Menu.Item onClick={onClick}>{t("edit")}</Menu.Item>;
}

/**
 * A row menu's "Edit" the viewer may not use: disabled, with why (`hint`), so the menu says it
 * rather than an error after the form was filled.
 */
function LockedEditItem({ hint }: { hint: string }) {
  const t = useTranslations("notificationModule");
  return (
    <Menu.Item disabled leftSection={<IconLock size={14} aria-hidden />} data-testid="locked-edit">
      <Stack gap={2} maw={260}>
        <Text size="sm">{t("edit")}</Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: "normal" }}>
          {hint}
        </Text>
      </Stack>
    </Menu.Item>
  );
}

/** A row menu's red "Delete" item. */
function DeleteMenuItem({ onClick }: { onClick: () => void }) {
  const t = useTranslations("notificationModule");
  return (
    <Menu.Item color="red" onClick={onClick}>
      {t("delete")}
    </Menu.Item>
  );
}

/** A row's last cell: its menu when `shown` (`stopPropagation`: a click there does not reach the row). */
export function RowMenuCell(props: {
  name: string;
  shown: boolean;
  stopPropagation?: boolean;
  children: ReactNode;
}) {
  return (
    <Table.Td onClick={props.stopPropagation ? (event) => event.stopPropagation() : undefined}>
      {props.shown && <RowMenu name={props.name}>{props.children}</RowMenu>}
    </Table.Td>
  );
}

/** A row's "Actions for …" menu: the items given, under the dots button. */
export function RowMenu({ name, children }: { name: string; children: ReactNode }) {
  const t = useTranslations("notificationModule");
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t("actions", { name })}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

RowMenu.Edit = EditMenuItem;
RowMenu.Locked = LockedEditItem;
RowMenu.Delete = DeleteMenuItem;
