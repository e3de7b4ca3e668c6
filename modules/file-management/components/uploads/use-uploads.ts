"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { driveApi, uploadsEndpoint } from "@/modules/file-management/client/api";
import { BULK_MAX, FOLDER_PATHS_MAX } from "@/modules/file-management/shared/types";
import type { Picked } from "./dropped-files";
import { UploadManager, type UploadEntry, type UploadRequest } from "./upload-manager";

const NONE: UploadEntry[] = [];

/** What to do with files whose names the folder has: keep both, add versions, skip them (null: cancel all). */
export type ConflictChoice = "keep-both" | "version" | "skip";

export interface UploadsOptions {
  moduleId: string;
  /** The largest file an upload may hold (bytes). */
  uploadMax: number;
  /** Asks what to do with these taken names. */
  askConflict: (names: string[]) => Promise<ConflictChoice | null>;
  /** A failure before any upload starts (making the folders, asking for conflicts). */
  onFailure: (message: string) => void;
}

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, n) => items.slice(n * size, n * size + size));

/** The page's uploads (upload-manager.ts) and how files get into a folder. */
export function useDriveUploads({ moduleId, uploadMax, askConflict, onFailure }: UploadsOptions) {
  const t = useTranslations("fileManagement.uploads");
  const failed = t("failed");
  const tooLarge = t("tooLarge");
  const manager = useMemo(
    () =>
      // This tab's own uploads are not echoed by the room (X-Client-Id): the lists are read again.
      new UploadManager(uploadsEndpoint(moduleId), moduleId, { failed }, () =>
        invalidateQueries({ tag: moduleTag(moduleId) }),
      ),
    [moduleId, failed],
  );
  useEffect(() => () => manager.dispose(), [manager]);
  const entries = useSyncExternalStore(manager.subscribe, manager.entries, () => NONE);

  const refuse = (file: File) => (file.size > uploadMax ? tooLarge : null);

  /** Uploads what was picked into `parentId` (the folders of a dropped folder are made first). */
  async function upload(picked: Picked, parentId: string | null): Promise<void> {
    if (picked.files.length === 0 && picked.dirs.length === 0) return;
    try {
      let folders: Record<string, string> = {};
      for (const part of chunks(picked.dirs, FOLDER_PATHS_MAX)) {
        const made = await driveApi.folderPaths(moduleId, parentId, part);
        folders = { ...folders, ...made.folders };
      }
      if (picked.dirs.length) invalidateQueries({ tag: moduleTag(moduleId) });
      const loose = picked.files.filter((entry) => entry.dir === "");
      let choice: ConflictChoice = "keep-both";
      let skipped = new Set<string>();
      if (loose.length) {
        const taken: string[] = [];
        for (const part of chunks(loose, BULK_MAX)) {
          const answer = await driveApi.conflicts(
            moduleId,
            parentId,
            part.map((entry) => entry.file.name),
          );
          taken.push(...answer.taken.filter((item) => item.kind === "file").map((item) => item.name));
        }
        if (taken.length) {
          const asked = await askConflict(taken);
          if (asked === null) return;
          choice = asked;
          if (asked === "skip") skipped = new Set(taken.map((name) => name.toLowerCase()));
        }
      }
      const requests: UploadRequest[] = picked.files
        .filter((entry) => !(entry.dir === "" && skipped.has(entry.file.name.toLowerCase())))
        .map((entry) => ({
          file: entry.file,
          parentId: entry.dir ? (folders[entry.dir] ?? parentId) : parentId,
          folderPath: entry.dir,
          onConflict: entry.dir === "" && choice === "version" ? "version" : "keep-both",
        }));
      manager.add(requests, refuse);
    } catch (error) {
      onFailure(errorMessage(error, t("failed")));
    }
  }

  return { entries, upload, manager };
}
