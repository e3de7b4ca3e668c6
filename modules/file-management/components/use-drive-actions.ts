"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { contentHref, driveApi, zipHref } from "@/modules/file-management/client/api";
import type { DriveItem } from "@/modules/file-management/shared/types";
import type { ItemAction } from "./item-menu";
import type { MoveRequest } from "./move-dialog";

/** What the page has open over it. */
export type DriveDialog =
  | { kind: "new-folder" }
  | { kind: "rename"; item: DriveItem }
  | { kind: "versions"; item: DriveItem }
  | { kind: "share"; item: DriveItem }
  | { kind: "preview"; id: string }
  | null;

/** Follows a link to download (the browser keeps the page). */
function download(href: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The page's actions on items: each calls the API, tells how it went (a notification; an undo for the
 * trash), and reads the module's lists again; the room tells the other tabs and people.
 */
export function useDriveActions(
  moduleId: string,
  options: { openFolder: (id: string) => void; clearSelection: () => void },
) {
  const t = useTranslations("fileManagement");
  const [dialog, setDialog] = useState<DriveDialog>(null);
  const [move, setMove] = useState<MoveRequest | null>(null);
  const refresh = () => invalidateQueries({ tag: moduleTag(moduleId) });
  const fail = (error: unknown) =>
    notifications.show({ color: "red", message: errorMessage(error, t("actionFailed")) });
  const run = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      if (done) notifications.show({ color: "teal", message: done });
      options.clearSelection();
    } catch (error) {
      fail(error);
    } finally {
      refresh();
    }
  };

  const trash = (items: DriveItem[]) =>
    run(async () => {
      const ids = items.map((item) => item.id);
      await driveApi.trash(moduleId, ids);
      notifications.show({
        color: "teal",
        message: t("trashed", { count: ids.length }),
        // Undo: straight back from the trash.
        onClick: () => void run(() => driveApi.restore(moduleId, ids), t("restored", { count: ids.length })),
        autoClose: 6000,
      });
    });

  const restore = (items: DriveItem[]) =>
    run(
      () =>
        driveApi.restore(
          moduleId,
          items.map((item) => item.id),
        ),
      t("restored", { count: items.length }),
    );

  const deleteForGood = async (items: DriveItem[]) => {
    const ok = await confirmAction({
      title: t("deleteTitle", { count: items.length }),
      message: t("deleteBody", { count: items.length }),
      confirm: t("actions.delete"),
      cancel: t("cancel"),
      danger: true,
    });
    if (ok)
      await run(
        () =>
          driveApi.deleteForGood(
            moduleId,
            items.map((item) => item.id),
          ),
        t("deleted", { count: items.length }),
      );
  };

  const emptyTrash = async () => {
    const ok = await confirmAction({
      title: t("emptyTrashTitle"),
      message: t("emptyTrashBody"),
      confirm: t("emptyTrash"),
      cancel: t("cancel"),
      danger: true,
    });
    if (ok) await run(() => driveApi.emptyTrash(moduleId), t("trashEmptied"));
  };

  const act = (action: ItemAction, item: DriveItem) => {
    switch (action) {
      case "open":
        if (item.kind === "folder") options.openFolder(item.id);
        else setDialog({ kind: "preview", id: item.id });
        return;
      case "download":
        download(
          item.kind === "folder"
            ? zipHref(moduleId, item.id)
            : contentHref(moduleId, item.id, { download: true }),
        );
        return;
      case "rename":
      case "versions":
      case "share":
        setDialog({ kind: action, item });
        return;
      case "move":
      case "copy":
        setMove({ mode: action, ids: [item.id], name: item.name });
        return;
      case "star":
        void run(() => driveApi.bookmark(moduleId, item.id, !item.bookmarked));
        return;
      case "trash":
        void trash([item]);
        return;
      case "restore":
        void restore([item]);
        return;
      case "delete":
        void deleteForGood([item]);
        return;
    }
  };

  /** Moves or copies into a folder (the move dialog's answer, a drop on a folder or a crumb). */
  const place = async (request: MoveRequest, folderId: string | null) => {
    const done =
      request.mode === "move"
        ? await driveApi.move(moduleId, request.ids, folderId)
        : await driveApi.copy(moduleId, request.ids, folderId);
    notifications.show({
      color: "teal",
      message: t(request.mode === "move" ? "moved" : "copied", { count: done.items.length }),
    });
    options.clearSelection();
    refresh();
  };

  return {
    dialog,
    setDialog,
    move,
    setMove,
    act,
    trash,
    restore,
    deleteForGood,
    emptyTrash,
    place,
    dropInto: (folderId: string | null, ids: string[]) =>
      place({ mode: "move", ids, name: "" }, folderId).catch(fail),
    createFolder: async (parentId: string | null, name: string) => {
      await driveApi.createFolder(moduleId, parentId, name);
      refresh();
    },
    rename: async (item: DriveItem, name: string) => {
      await driveApi.rename(moduleId, item.id, name);
      refresh();
    },
  };
}
