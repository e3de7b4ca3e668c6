"use client";

import { Button, Group, Menu, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  IconApps,
  IconClock,
  IconFolderPlus,
  IconFolders,
  IconShare,
  IconStar,
  IconTrash,
  IconUpload,
} from "@tabler/icons-react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, type DragEvent } from "react";
import { SingleFieldModal } from "@/components/ui/single-field-modal";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { useHydrated } from "@/lib/client/use-hydrated";
import { contentHref, driveQueries, useDriveLive, type ListView } from "@/modules/file-management/client/api";
import { nameSchema } from "@/modules/file-management/schemas/drive";
import {
  PAGE_TABS,
  type DriveItem,
  type DriveList,
  type DriveTab,
  type PageTab,
} from "@/modules/file-management/shared/types";
import type { DrivePageData } from "@/modules/file-management/server/page";
import { BulkBar } from "./bulk-bar";
import { ConflictDialog } from "./conflict-dialog";
import { DriveToolbar } from "./drive-toolbar";
import { EmptyState } from "./empty-state";
import { ModuleFilesPane } from "./module-files-pane";
import { AskAiButton } from "@/components/ai/ask-ai-button";
import { actionsOf } from "./item-menu";
import { DRAG_TYPE, ItemsPane } from "./items-pane";
import { StorageMeter } from "./storage-meter";
import { pickedOfDrop, pickedOfInput } from "./uploads/dropped-files";
import { UploadsPanel } from "./uploads/uploads-panel";
import { useDriveUploads, type ConflictChoice } from "./uploads/use-uploads";
import { useDriveActions } from "./use-drive-actions";
import { useDriveUrl } from "./use-drive-url";

// The dialogs and the PDF thumbnails load when first needed (pdf.js only with a PDF).
const MoveDialog = dynamic(() => import("./move-dialog").then((loaded) => loaded.MoveDialog), { ssr: false });
const FilePreview = dynamic(() => import("./preview/file-preview").then((loaded) => loaded.FilePreview), {
  ssr: false,
});
const PdfThumbnail = dynamic(() => import("./preview/pdf-thumbnail").then((loaded) => loaded.PdfThumbnail), {
  ssr: false,
});
const ShareDialog = dynamic(() => import("./share-dialog").then((loaded) => loaded.ShareDialog), {
  ssr: false,
});
const VersionsDialog = dynamic(() => import("./versions-dialog").then((loaded) => loaded.VersionsDialog), {
  ssr: false,
});

const TAB_ICONS: Record<PageTab, typeof IconFolders> = {
  "my-files": IconFolders,
  "recent-files": IconClock,
  bookmarks: IconStar,
  "shared-with-me": IconShare,
  trash: IconTrash,
  "from-modules": IconApps,
};

/**
 * The file management page: tabs (my files, recent, bookmarks, shared with me, the trash, other
 * modules' files), its Ask AI, the toolbar, the listing (list or grid), uploads (buttons, or files and
 * folders dropped anywhere on the page), the storage indicator, and the dialogs (new folder, rename,
 * move or copy, a name taken, preview, versions, sharing).
 */
export function DriveView({ info, me, url: firstUrl, first, firstFiles, quota }: DrivePageData) {
  const t = useTranslations("fileManagement");
  const locale = useLocale();
  const moduleId = info.id;
  const hydrated = useHydrated();
  const { url, href, openFolder, setTab, set } = useDriveUrl(moduleId, info.project !== null);
  useDriveLive(moduleId);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const clearSelection = () => setSelected(new Set());
  const actions = useDriveActions(moduleId, { openFolder, clearSelection });
  // Other modules' files are a list of their own (module-files-pane.tsx).
  const fromModules = url.active === "from-modules";
  const tab: DriveTab = url.active === "from-modules" ? "my-files" : url.active;
  const view: ListView = { tab, folderId: url.folder, q: url.q, sort: url.sort, type: url.type };
  const sameAsFirst = JSON.stringify(url) === JSON.stringify(firstUrl);
  const list = usePagedQuery<DriveItem>(
    fromModules ? null : (cursor) => driveQueries.items(moduleId, view, cursor),
    { initialPage: sameAsFirst && first ? first : undefined },
  );
  // The first page names the folder listed and those above it.
  const folder = (list.pages?.[0] as DriveList | undefined)?.folder ?? null;
  const inTrash = url.active === "trash";
  const flat = url.active !== "my-files" || url.q !== "";
  const rights = { add: info.access.add, edit: info.access.edit, delete: info.access.delete };
  const itemRights = url.active === "shared-with-me" ? { add: true, edit: true, delete: true } : rights;

  const [conflict, setConflict] = useState<{
    names: string[];
    answer: (choice: ConflictChoice | null) => void;
  } | null>(null);
  const uploads = useDriveUploads({
    moduleId,
    uploadMax: quota.uploadMax,
    askConflict: (names) => new Promise((answer) => setConflict({ names, answer })),
    onFailure: (message) => notifications.show({ color: "red", message }),
  });
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [dropping, setDropping] = useState(false);
  const here = url.active === "my-files" && !url.q ? url.folder : null;
  const canUpload = rights.add && url.active === "my-files";

  const onPageDrop = (event: DragEvent) => {
    setDropping(false);
    if (!canUpload || !event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    void pickedOfDrop(event.dataTransfer).then((picked) => picked && uploads.upload(picked, here));
  };
  const items = list.items ?? [];
  const chosen = items.filter((item) => selected.has(item.id));

  return (
    <Stack
      gap="md"
      data-testid="file-management"
      data-ready={hydrated ? "true" : undefined}
      onDragOver={(event) => {
        if (!canUpload || !event.dataTransfer.types.includes("Files")) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={(event) => {
        if (event.currentTarget === event.target) setDropping(false);
      }}
      onDrop={onPageDrop}
      style={{ position: "relative", minHeight: 400 }}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Title order={2}>{info.name}</Title>
        <Group gap="md" align="center" wrap="wrap">
          <StorageMeter moduleId={moduleId} initial={quota} />
          <AskAiButton moduleId={moduleId} moduleTag="FileManagement" returnTo={href({})} />
          {canUpload && (
            <>
              <Button
                variant="default"
                leftSection={<IconFolderPlus size={16} aria-hidden />}
                onClick={() => actions.setDialog({ kind: "new-folder" })}
                data-testid="new-folder"
              >
                {t("newFolder")}
              </Button>
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button leftSection={<IconUpload size={16} aria-hidden />} data-testid="upload-menu">
                    {t("upload")}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => filesInput.current?.click()}>{t("uploadFiles")}</Menu.Item>
                  <Menu.Item onClick={() => folderInput.current?.click()}>{t("uploadFolder")}</Menu.Item>
                </Menu.Dropdown>
              </Menu>
              <input
                ref={filesInput}
                type="file"
                multiple
                hidden
                data-testid="upload-files-input"
                onChange={(event) => {
                  void uploads.upload(pickedOfInput(event.currentTarget.files), here);
                  event.currentTarget.value = "";
                }}
              />
              <input
                ref={(node) => {
                  folderInput.current = node;
                  node?.setAttribute("webkitdirectory", "");
                }}
                type="file"
                hidden
                data-testid="upload-folder-input"
                onChange={(event) => {
                  void uploads.upload(pickedOfInput(event.currentTarget.files), here);
                  event.currentTarget.value = "";
                }}
              />
            </>
          )}
        </Group>
      </Group>

      <Tabs value={url.active} onChange={(value) => value && setTab(value as PageTab)} keepMounted={false}>
        <Tabs.List>
          {PAGE_TABS.map((tab) => {
            const Icon = TAB_ICONS[tab];
            return (
              <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} aria-hidden />}>
                {t(`tabs.${tab}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>

      <DriveToolbar
        key={`${url.active}:${url.folder}`}
        url={url}
        folder={folder ?? null}
        href={href}
        onOpenFolder={openFolder}
        onChange={set}
        listOnly={fromModules}
        onDropOnFolder={(folderId, event) => {
          const moved = event.dataTransfer.getData(DRAG_TYPE);
          if (moved) void actions.dropInto(folderId, JSON.parse(moved) as string[]);
        }}
      />

      {inTrash && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t("trashNote")}
          </Text>
          {rights.delete && items.length > 0 && (
            <Button
              variant="light"
              color="red"
              onClick={() => void actions.emptyTrash()}
              data-testid="empty-trash"
            >
              {t("emptyTrash")}
            </Button>
          )}
        </Group>
      )}

      {chosen.length > 0 && (
        <BulkBar
          items={chosen}
          inTrash={inTrash}
          rights={itemRights}
          onMove={(mode) =>
            actions.setMove({ mode, ids: chosen.map((item) => item.id), name: chosen[0]!.name })
          }
          onTrash={() => void actions.trash(chosen)}
          onRestore={() => void actions.restore(chosen)}
          onDelete={() => void actions.deleteForGood(chosen)}
          onClear={clearSelection}
        />
      )}

      {fromModules ? (
        <ModuleFilesPane
          moduleId={moduleId}
          q={url.q}
          type={url.type}
          first={sameAsFirst ? firstFiles : null}
        />
      ) : !first && sameAsFirst && url.folder ? (
        <EmptyState kind="folder-gone" onAction={() => openFolder(null)} />
      ) : (
        <ItemsPane
          list={list}
          view={url.view}
          flat={flat}
          inTrash={inTrash}
          selected={selected}
          onSelect={setSelected}
          actionsOf={(item) => actionsOf(item, inTrash, itemRights)}
          onAction={actions.act}
          onMoveInto={(folderId, ids) => void actions.dropInto(folderId, ids)}
          onUploadInto={(folderId, data) =>
            void pickedOfDrop(data).then((picked) => picked && uploads.upload(picked, folderId))
          }
          onDeleteKey={(ids) =>
            rights.delete && void actions.trash(items.filter((item) => ids.includes(item.id)))
          }
          pdfThumbnail={(item) => <PdfThumbnail src={contentHref(moduleId, item.id)} size={110} />}
          empty={
            <EmptyState
              kind={url.q ? "search" : url.type ? "filter" : url.active}
              canUpload={canUpload}
              onAction={canUpload ? () => filesInput.current?.click() : undefined}
            />
          }
        />
      )}

      {dropping && (
        <Paper
          withBorder
          radius="md"
          p="xl"
          aria-hidden
          style={{
            position: "absolute",
            inset: 0,
            border: "2px dashed var(--mantine-color-blue-5)",
            background: "color-mix(in srgb, var(--mantine-color-body) 85%, transparent)",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            pointerEvents: "none",
            zIndex: 10,
          }}
        >
          <Text fw={600}>{t("dropHere", { folder: folder?.name ?? t("tabs.my-files") })}</Text>
        </Paper>
      )}

      <UploadsPanel
        entries={uploads.entries}
        locale={locale}
        onPause={(key) => uploads.manager.pause(key)}
        onResume={(key) => uploads.manager.resume(key)}
        onCancel={(key) => uploads.manager.cancel(key)}
        onPauseAll={() => uploads.manager.pauseAll()}
        onResumeAll={() => uploads.manager.resumeAll()}
        onClear={() => uploads.manager.clearFinished()}
      />

      <SingleFieldModal
        opened={actions.dialog?.kind === "new-folder"}
        onClose={() => actions.setDialog(null)}
        title={t("newFolder")}
        label={t("folderName")}
        initialValue={t("untitledFolder")}
        schema={nameSchema}
        submitLabel={t("create")}
        testId="new-folder-form"
        onSubmit={async (name) => {
          await actions.createFolder(here, name);
          actions.setDialog(null);
        }}
      />
      <SingleFieldModal
        opened={actions.dialog?.kind === "rename"}
        onClose={() => actions.setDialog(null)}
        title={t("renameTitle")}
        label={t("newName")}
        initialValue={actions.dialog?.kind === "rename" ? actions.dialog.item.name : ""}
        schema={nameSchema}
        testId="rename-form"
        onSubmit={async (name) => {
          if (actions.dialog?.kind === "rename") await actions.rename(actions.dialog.item, name);
          actions.setDialog(null);
        }}
      />
      {actions.move && (
        <MoveDialog
          moduleId={moduleId}
          request={actions.move}
          start={url.active === "my-files" ? (folder ?? null) : null}
          onClose={() => actions.setMove(null)}
          onConfirm={actions.place}
        />
      )}
      <ConflictDialog
        names={conflict?.names ?? null}
        onAnswer={(choice) => {
          conflict?.answer(choice);
          setConflict(null);
        }}
      />
      {actions.dialog?.kind === "preview" && (
        <FilePreview
          moduleId={moduleId}
          files={items.filter((item) => item.kind === "file")}
          openId={actions.dialog?.kind === "preview" ? actions.dialog.id : null}
          onOpen={(id) => actions.setDialog({ kind: "preview", id })}
          onClose={() => actions.setDialog(null)}
        />
      )}
      {actions.dialog?.kind === "versions" && (
        <VersionsDialog
          moduleId={moduleId}
          item={actions.dialog?.kind === "versions" ? actions.dialog.item : null}
          canRestore={itemRights.edit}
          onClose={() => actions.setDialog(null)}
        />
      )}
      {actions.dialog?.kind === "share" && (
        <ShareDialog
          moduleId={moduleId}
          item={actions.dialog?.kind === "share" ? actions.dialog.item : null}
          canShare={itemRights.edit}
          meId={me.id}
          onClose={() => actions.setDialog(null)}
        />
      )}
    </Stack>
  );
}
