"use client";

import {
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFileZip,
  IconMovie,
  IconMusic,
  IconPhoto,
  type Icon,
} from "@tabler/icons-react";
import { fileKind, type FileKind } from "./attachment-rules";

const ICONS: Record<FileKind, Icon> = {
  image: IconPhoto,
  pdf: IconFileTypePdf,
  audio: IconMusic,
  video: IconMovie,
  archive: IconFileZip,
  sheet: IconFileSpreadsheet,
  text: IconFileText,
  other: IconFile,
};

/** A file's type as an icon (decorative: its name is written beside it). */
export function FileIcon({
  contentType,
  name,
  size = 16,
}: {
  contentType: string;
  name?: string;
  size?: number;
}) {
  const Glyph = ICONS[fileKind(contentType, name)];
  return <Glyph size={size} stroke={1.5} aria-hidden />;
}
