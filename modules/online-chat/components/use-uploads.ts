"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { chatApi } from "@/modules/online-chat/client/api";
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX } from "@/modules/online-chat/shared/constants";
import type { ChatAttachment } from "@/modules/online-chat/shared/types";

/** A file the composer is sending ahead of its message: uploading (0..100), ready or failed. */
export interface Upload {
  key: string;
  file: File;
  progress: number;
  attachment: ChatAttachment | null;
  error: string | null;
}

/**
 * The composer's files: each one picked, dropped or pasted uploads at once with its progress; a
 * failed one says why and may be retried; × takes one back (an unsent upload is removed from the
 * server too). Sending takes the ready ones (`take`), in the order they were added. Files past
 * ATTACHMENTS_MAX or ATTACHMENT_MAX_BYTES are refused here with the server's own messages.
 */
export function useUploads(moduleId: string, conversationId: string) {
  const t = useTranslations();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef(uploads);
  useEffect(() => {
    latest.current = uploads;
  });

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      chatApi
        .upload(moduleId, conversationId, file, {
          signal: controller.signal,
          onProgress: (progress) => patch(key, { progress }),
        })
        .then((attachment) => patch(key, { attachment, progress: 100 }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error(error);
          patch(key, { error: errorMessage(error, t("onlineChat.uploadFailed")), progress: 0 });
        })
        .finally(() => controllers.current.delete(key));
    },
    [moduleId, conversationId, t],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      setRefused(null);
      const room = ATTACHMENTS_MAX - latest.current.length;
      if (files.length > room) setRefused(t("onlineChat.tooManyFiles", { count: ATTACHMENTS_MAX }));
      const added: Upload[] = [];
      for (const file of files.slice(0, Math.max(room, 0))) {
        const key = crypto.randomUUID();
        if (file.size > ATTACHMENT_MAX_BYTES) {
          added.push({
            key,
            file,
            progress: 0,
            attachment: null,
            error: t("validation.chatAttachmentTooLarge"),
          });
          continue;
        }
        added.push({ key, file, progress: 0, attachment: null, error: null });
        start(key, file);
      }
      setUploads((list) => [...list, ...added]);
    },
    [start, t],
  );

  const retry = (key: string) => {
    const item = latest.current.find((candidate) => candidate.key === key);
    if (!item || item.file.size > ATTACHMENT_MAX_BYTES) return;
    patch(key, { error: null, progress: 0 });
    start(key, item.file);
  };

  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    const item = latest.current.find((candidate) => candidate.key === key);
    setUploads((list) => list.filter((candidate) => candidate.key !== key));
    setRefused(null);
    if (item?.attachment)
      chatApi.removeUpload(moduleId, item.attachment.id).catch((error: unknown) => console.error(error));
  };

  /** The ready files for a message, which leave the tray (the rest stay). */
  const take = (): ChatAttachment[] => {
    const ready = latest.current.flatMap((item) => (item.attachment ? [item.attachment] : []));
    setUploads((list) => list.filter((item) => !item.attachment));
    setRefused(null);
    return ready;
  };

  // Leaving the conversation stops what is still uploading (the unsent ones the server purges).
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return {
    uploads,
    refused,
    add,
    retry,
    remove,
    take,
    busy: uploads.some((item) => !item.attachment && !item.error),
    ready: uploads.some((item) => item.attachment !== null),
  };
}
