"use client";

import {
  IconFile,
  IconFileMusic,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFileZip,
  IconFolderFilled,
  IconMovie,
  IconPhoto,
  IconPresentation,
} from "@tabler/icons-react";
import type { DriveItem } from "@/modules/file-management/shared/types";

/** The icon of an item's kind and type (a folder, an image, a PDF, a sheet, …), and its colour. */
export function FileIcon({
  item,
  size = 20,
}: {
  item: Pick<DriveItem, "kind" | "contentType">;
  size?: number;
}) {
  const type = item.contentType ?? "";
  if (item.kind === "folder")
    return <IconFolderFilled size={size} color="var(--mantine-color-yellow-6)" aria-hidden />;
  if (type.startsWith("image/"))
    return <IconPhoto size={size} color="var(--mantine-color-teal-6)" aria-hidden />;
  if (type === "application/pdf")
    return <IconFileTypePdf size={size} color="var(--mantine-color-red-6)" aria-hidden />;
  if (type.startsWith("video/"))
    return <IconMovie size={size} color="var(--mantine-color-grape-6)" aria-hidden />;
  if (type.startsWith("audio/"))
    return <IconFileMusic size={size} color="var(--mantine-color-pink-6)" aria-hidden />;
  if (/spreadsheet|excel|csv/.test(type))
    return <IconFileSpreadsheet size={size} color="var(--mantine-color-green-7)" aria-hidden />;
  if (/presentation|powerpoint/.test(type))
    return <IconPresentation size={size} color="var(--mantine-color-orange-6)" aria-hidden />;
  if (/zip|gzip|7z|rar|tar|bzip|xz|zstd/.test(type))
    return <IconFileZip size={size} color="var(--mantine-color-gray-6)" aria-hidden />;
  if (type.startsWith("text/") || /json|word|opendocument\.text/.test(type))
    return <IconFileText size={size} color="var(--mantine-color-blue-6)" aria-hidden />;
  return <IconFile size={size} color="var(--mantine-color-gray-6)" aria-hidden />;
}
