"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { contentHubApi } from "@/modules/content-hub/client/api";
import { CONTENT_UPLOAD_MAX_BYTES, type ContentUpload } from "@/modules/content-hub/shared/types";

export interface UploadProgress {
  id: number;
  name: string;
  percent: number;
}

let counter = 0;

/**
 * Uploads files to the module one after another (spec §5, §8): a file of 10 MB or more is refused
 * here ('File must be smaller than 10MB.') and ignored; each other one shows its progress and ends
 * with '{file} uploaded successfully' or '{file} upload failed' (with the server's reason).
 */
export function useContentUpload(moduleId: string, kind: "image" | "download") {
  const t = useTranslations("contentHub");
  const tValidation = useTranslations("validation");
  const [progress, setProgress] = useState<UploadProgress[]>([]);

  const upload = async (files: File[], onUploaded: (upload: ContentUpload) => void) => {
    for (const file of files) {
      if (file.size >= CONTENT_UPLOAD_MAX_BYTES) {
        notifications.show({
          color: "red",
          title: t("uploadFailed", { file: file.name }),
          message: tValidation("contentFileTooLarge"),
        });
        continue;
      }
      const id = ++counter;
      setProgress((current) => [...current, { id, name: file.name, percent: 0 }]);
      try {
        const stored = await contentHubApi.upload(moduleId, kind, file, (percent) =>
          setProgress((current) => current.map((row) => (row.id === id ? { ...row, percent } : row))),
        );
        onUploaded(stored);
        notifications.show({ color: "teal", message: t("uploadSucceeded", { file: file.name }) });
      } catch (error) {
        notifications.show({
          color: "red",
          title: t("uploadFailed", { file: file.name }),
          message: errorMessage(error, t("uploadNetworkError")),
        });
      } finally {
        setProgress((current) => current.filter((row) => row.id !== id));
      }
    }
  };

  return { upload, progress, busy: progress.length > 0 };
}
