"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { dbApi } from "@/modules/database-generator/client/api";
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX } from "@/modules/database-generator/shared/columns";
import type { Attachment } from "@/modules/database-generator/shared/types";
import { planUploads } from "./attachment-rules";
import { useFileSize } from "./use-file-size";

/** A file on its way to the table: uploading (0..100), uploaded (waiting for the others) or failed. */
export interface UploadItem {
  key: string;
  file: File;
  progress: number;
  status: "uploading" | "done" | "failed";
  attachment: Attachment | null;
  error: string | null;
  /** Trying again would fail the same (too large): no retry. */
  final: boolean;
}

/**
 * A cell's uploads: each file picked, dropped or pasted uploads at once with its progress and may be
 * cancelled; a failed one says why (the server's message) and may be tried again. Files are checked
 * first (too large: refused; more than the cell holds: nothing uploads). When none is uploading any
 * more, the uploaded ones are handed over together (`onUploaded`, in the order they were added), so
 * the cell is written once per batch. `taken` says how many files the cell holds now.
 */
export function useAttachmentUploads(options: {
  moduleId: string;
  tableId: string;
  taken: () => number;
  onUploaded: (attachments: Attachment[]) => void;
  onBusy?: ((busy: boolean) => void) | undefined;
}) {
  const { moduleId, tableId } = options;
  const t = useTranslations("databaseGenerator.attachments");
  const size = useFileSize();
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  // The list as the handlers last left it (they run between renders, one after another).
  const list = useRef<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const busyRef = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const update = useCallback((change: (items: UploadItem[]) => UploadItem[]) => {
    list.current = change(list.current);
    setUploads(list.current);
    const busy = list.current.some((item) => item.status !== "failed");
    if (busy !== busyRef.current) {
      busyRef.current = busy;
      latest.current.onBusy?.(busy);
    }
    // A batch is over: what it uploaded goes into the cell at once.
    if (list.current.some((item) => item.status === "uploading")) return;
    const done = list.current.flatMap((item) => (item.attachment ? [item.attachment] : []));
    if (done.length === 0) return;
    list.current = list.current.filter((item) => item.status !== "done");
    setUploads(list.current);
    if (busyRef.current && !list.current.some((item) => item.status !== "failed")) {
      busyRef.current = false;
      latest.current.onBusy?.(false);
    }
    latest.current.onUploaded(done);
  }, []);

  const patch = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      update((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [update],
  );

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      dbApi
        .upload(moduleId, tableId, file, {
          signal: controller.signal,
          onProgress: (progress) => {
            if (!controller.signal.aborted) patch(key, { progress });
          },
        })
        .then(
          (attachment) => {
            if (!controller.signal.aborted) patch(key, { status: "done", attachment, progress: 100 });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            patch(key, { status: "failed", error: errorMessage(error, t("uploadFailed")), progress: 0 });
          },
        )
        .finally(() => controllers.current.delete(key));
    },
    [moduleId, tableId, patch, t],
  );

  /** How many files the cell holds with those on their way. */
  const counted = () =>
    latest.current.taken() + list.current.filter((item) => item.status !== "failed").length;

  const tooMany = (room: number) =>
    setRefused(
      room === 0 ? t("full", { max: ATTACHMENTS_MAX }) : t("tooMany", { max: ATTACHMENTS_MAX, room }),
    );

  const add = (files: readonly File[]) => {
    if (files.length === 0) return;
    setRefused(null);
    const plan = planUploads(files, counted());
    if (!plan.ok) return tooMany(plan.room);
    const limit = size(ATTACHMENT_MAX_BYTES);
    const refusedItems = plan.tooLarge.map<UploadItem>((file) => ({
      key: crypto.randomUUID(),
      file,
      progress: 0,
      status: "failed",
      attachment: null,
      error: t("tooLarge", { name: file.name, size: limit }),
      final: true,
    }));
    const added = plan.accepted.map<UploadItem>((file) => ({
      key: crypto.randomUUID(),
      file,
      progress: 0,
      status: "uploading",
      attachment: null,
      error: null,
      final: false,
    }));
    update((items) => [...items, ...added, ...refusedItems]);
    for (const item of added) start(item.key, item.file);
  };

  const retry = (key: string) => {
    const item = list.current.find((entry) => entry.key === key);
    if (!item || item.final || item.status !== "failed") return;
    setRefused(null);
    if (counted() + 1 > ATTACHMENTS_MAX) return tooMany(Math.max(0, ATTACHMENTS_MAX - counted()));
    patch(key, { status: "uploading", error: null, progress: 0 });
    start(key, item.file);
  };

  /** Stops an upload, or takes back one uploaded or failed (an upload no cell holds is purged by the server). */
  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setRefused(null);
    update((items) => items.filter((item) => item.key !== key));
  };

  // Leaving (the dialog closed, the form left) stops what is still uploading.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      running.forEach((controller) => controller.abort());
      if (busyRef.current) latest.current.onBusy?.(false);
    };
  }, []);

  return {
    uploads,
    refused,
    add,
    retry,
    remove,
    busy: uploads.some((item) => item.status !== "failed"),
  };
}
