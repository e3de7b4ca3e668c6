"use client";

import {
  ActionIcon,
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Group,
  Loader,
  Menu,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDots, IconFolder, IconFolderPlus, IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { LoadError } from "@/components/ui/load-error";
import { SingleFieldModal } from "@/components/ui/single-field-modal";
import { errorMessage } from "@/lib/client/api";
import { formApi, formQueries } from "@/modules/form-builder/client/api";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import {
  FORM_FOLDER_NAME_MAX,
  type FormBuilderInfo,
  type FormFolderItem,
} from "@/modules/form-builder/shared/types";
import { folderNameSchema } from "@/modules/form-builder/schemas/form-builder";
import classes from "./form-card.module.css";
import { FormList } from "./form-list";

type Editing = { kind: "create" } | { kind: "rename"; folder: FormFolderItem } | null;

/**
 * The dashboard's Folders tab (spec §2 dashboard/folders): the module's folders with their form
 * counts, New folder, rename and delete; ?folder={id} opens one with its forms.
 */
export function FoldersView({ info, folderId }: { info: FormBuilderInfo; folderId: string | null }) {
  return folderId ? <FolderDetail info={info} folderId={folderId} /> : <FolderGrid info={info} />;
}

const folderHref = (moduleId: string, folderId?: string) =>
  `/form-builder/${moduleId}/dashboard/forms?active=folders${folderId ? `&folder=${folderId}` : ""}`;

/** Create and rename (one modal), and delete after a confirmation naming what stays. */
function useFolderActions(
  moduleId: string,
  onChanged: (change: "saved" | "deleted", folder: FormFolderItem) => void,
) {
  const t = useTranslations("formBuilder.folders");
  const tAll = useTranslations();
  const router = useRouter();
  const [editing, setEditing] = useState<Editing>(null);
  // The dashboard's server-rendered first page names folders on its cards: refreshed too.
  const changed = (change: "saved" | "deleted", folder: FormFolderItem) => {
    onChanged(change, folder);
    router.refresh();
  };

  async function remove(folder: FormFolderItem) {
    const confirmed = await confirmAction({
      title: t("deleteTitle", { name: folder.name }),
      message: t("deleteMessage", { count: folder.formCount }),
      confirm: t("delete"),
      cancel: tAll("common.cancel"),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await formApi.deleteFolder(moduleId, folder.id);
      notifications.show({ color: "teal", message: t("deleted", { name: folder.name }) });
      changed("deleted", folder);
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, tAll("errors.networkError")) });
    }
  }

  const modal = (
    <SingleFieldModal
      opened={editing !== null}
      onClose={() => setEditing(null)}
      title={editing?.kind === "rename" ? t("renameTitle") : t("newFolder")}
      label={t("name")}
      placeholder={t("namePlaceholder")}
      maxLength={FORM_FOLDER_NAME_MAX}
      withAsterisk
      initialValue={editing?.kind === "rename" ? editing.folder.name : ""}
      schema={folderNameSchema}
      submitLabel={editing?.kind === "rename" ? t("rename") : t("create")}
      modalTestId="folder-name-modal"
      onSubmit={async (name) => {
        const saved =
          editing?.kind === "rename"
            ? await formApi.renameFolder(moduleId, editing.folder.id, name)
            : await formApi.createFolder(moduleId, name);
        notifications.show({
          color: "teal",
          message:
            editing?.kind === "rename"
              ? t("renamed", { name: saved.name })
              : t("created", { name: saved.name }),
        });
        setEditing(null);
        changed("saved", saved);
      }}
    />
  );
  return {
    modal,
    create: () => setEditing({ kind: "create" }),
    rename: (folder: FormFolderItem) => setEditing({ kind: "rename", folder }),
    remove,
  };
}

function FolderMenu({
  info,
  folder,
  actions,
}: {
  info: FormBuilderInfo;
  folder: FormFolderItem;
  actions: ReturnType<typeof useFolderActions>;
}) {
  const t = useTranslations("formBuilder.folders");
  if (!info.access.edit && !info.access.delete) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t("actions", { name: folder.name })}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {info.access.edit && (
          <Menu.Item
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => actions.rename(folder)}
          >
            {t("rename")}
          </Menu.Item>
        )}
        {info.access.delete && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => void actions.remove(folder)}
          >
            {t("delete")}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function FolderGrid({ info }: { info: FormBuilderInfo }) {
  const t = useTranslations("formBuilder.folders");
  const tCommon = useTranslations("common");
  const folders = useQuery(formQueries.folders(info.id));
  const foldersError = useErrorText(folders.error);
  const actions = useFolderActions(info.id, () => void folders.refetch());

  return (
    <Stack>
      {info.access.add && (
        <Group>
          <Button
            variant="default"
            leftSection={<IconFolderPlus size={16} aria-hidden />}
            onClick={actions.create}
            data-testid="new-folder"
          >
            {t("newFolder")}
          </Button>
        </Group>
      )}
      {foldersError ? (
        <LoadError error={foldersError} retryLabel={t("retry")} onRetry={() => void folders.refetch()} />
      ) : !folders.data ? (
        <Loader aria-label={tCommon("loading")} />
      ) : folders.data.length === 0 ? (
        <Text c="dimmed">{info.access.add ? t("empty") : t("emptyReadOnly")}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {folders.data.map((folder) => (
            <Card key={folder.id} withBorder className={classes.card} data-testid="folder-card">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <IconFolder size={20} aria-hidden />
                  <Anchor
                    component={Link}
                    href={folderHref(info.id, folder.id)}
                    className={classes.cover}
                    fw={600}
                    c="inherit"
                    underline="never"
                    truncate
                  >
                    {folder.name}
                  </Anchor>
                </Group>
                <div className={classes.above}>
                  <FolderMenu info={info} folder={folder} actions={actions} />
                </div>
              </Group>
              <Text size="sm" c="dimmed" mt={4} data-testid="folder-count">
                {t("forms", { count: folder.formCount })}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {actions.modal}
    </Stack>
  );
}

function FolderDetail({ info, folderId }: { info: FormBuilderInfo; folderId: string }) {
  const t = useTranslations("formBuilder.folders");
  const tDashboard = useTranslations("formBuilder.dashboard");
  const tCommon = useTranslations("common");
  const router = useRouter();
  const folder = useQuery(formQueries.folder(info.id, folderId));
  const folderError = useErrorText(folder.error);
  const actions = useFolderActions(info.id, (change) => {
    if (change === "deleted") router.replace(folderHref(info.id), { scroll: false });
    else void folder.refetch();
  });
  const back = (
    <Anchor component={Link} href={folderHref(info.id)}>
      {tDashboard("tabs.folders")}
    </Anchor>
  );

  if (folder.error?.status === 404)
    return (
      <Stack align="flex-start">
        <Text>{t("notFound")}</Text>
        <Button component={Link} href={folderHref(info.id)} variant="default">
          {t("backToFolders")}
        </Button>
      </Stack>
    );
  if (folderError)
    return <LoadError error={folderError} retryLabel={t("retry")} onRetry={() => void folder.refetch()} />;
  if (!folder.data) return <Loader aria-label={tCommon("loading")} />;
  const current = folder.data;

  return (
    <Stack>
      <Breadcrumbs>
        {back}
        <Text span>{current.name}</Text>
      </Breadcrumbs>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconFolder size={22} aria-hidden />
          <Title order={2} size="h4" lineClamp={1} data-testid="folder-title">
            {current.name}
          </Title>
          <Text c="dimmed" size="sm" style={{ whiteSpace: "nowrap" }}>
            {t("forms", { count: current.formCount })}
          </Text>
        </Group>
        <FolderMenu info={info} folder={current} actions={actions} />
      </Group>
      <FormList
        key={folderId}
        info={info}
        folder={folderId}
        emptyText={t("emptyFolder")}
        onFiled={() => void folder.refetch()}
      />
      {actions.modal}
    </Stack>
  );
}
