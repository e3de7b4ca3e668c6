"use client";

import { Button, Skeleton, Stack } from "@mantine/core";
import { IconDownload, IconFile, IconMovie, IconMusic, IconPhotoOff } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { contentHref } from "@/modules/file-management/client/api";
import type { DriveItem } from "@/modules/file-management/shared/types";
import { PdfViewer } from "./pdf-viewer";
import { PreviewMessage } from "./preview-message";
import classes from "./preview.module.css";
import { TextPreview } from "./text-preview";

/** What the preview shows of a file, by its `preview` kind (the dialog keys it by the file's id). */
export function PreviewBody({ moduleId, item }: { moduleId: string; item: DriveItem }) {
  const src = contentHref(moduleId, item.id);
  const downloadHref = contentHref(moduleId, item.id, { download: true });
  switch (item.preview) {
    case "image":
      return <ImagePreview src={src} name={item.name} />;
    case "pdf":
      return <PdfViewer src={src} title={item.name} />;
    case "text":
      return <TextPreview src={src} size={item.size} name={item.name} />;
    case "audio":
    case "video":
      return <MediaPreview kind={item.preview} src={src} name={item.name} downloadHref={downloadHref} />;
    default:
      return <NoPreview downloadHref={downloadHref} />;
  }
}

/** The image, fitted to the body; a skeleton in its place until it has loaded. */
function ImagePreview({ src, name }: { src: string; name: string }) {
  const t = useTranslations("fileManagement.preview");
  const [state, setState] = useState<"loading" | "ready" | "error">("loading");
  if (state === "error")
    return <PreviewMessage icon={<IconPhotoOff size={56} stroke={1.2} />} text={t("imageError")} />;
  return (
    <div className={classes.stage} data-testid="file-preview-image">
      {state === "loading" && <Skeleton className={classes.cover} aria-label={t("loading")} role="status" />}
      {/* eslint-disable-next-line @next/next/no-img-element -- a private file, served by our route */}
      <img
        src={src}
        alt={name}
        className={classes.media}
        data-loading={state === "loading" || undefined}
        onLoad={() => setState("ready")}
        onError={() => setState("error")}
      />
    </div>
  );
}

/** The browser's player; a message and the download when it cannot play the file. */
function MediaPreview({
  kind,
  src,
  name,
  downloadHref,
}: {
  kind: "audio" | "video";
  src: string;
  name: string;
  downloadHref: string;
}) {
  const t = useTranslations("fileManagement.preview");
  const [failed, setFailed] = useState(false);
  const Icon = kind === "audio" ? IconMusic : IconMovie;
  if (failed)
    return (
      <PreviewMessage icon={<Icon size={56} stroke={1.2} />} text={t("mediaError")}>
        <DownloadButton href={downloadHref} />
      </PreviewMessage>
    );
  if (kind === "audio")
    return (
      <Stack
        className={classes.stage}
        align="center"
        justify="center"
        gap="lg"
        data-testid="file-preview-audio"
      >
        <IconMusic size={96} stroke={1} aria-hidden />
        <audio
          controls
          preload="metadata"
          src={src}
          aria-label={name}
          className={classes.audio}
          onError={() => setFailed(true)}
        >
          <track kind="captions" />
        </audio>
      </Stack>
    );
  return (
    <div className={classes.stage} data-testid="file-preview-video">
      <video
        controls
        preload="metadata"
        src={src}
        aria-label={name}
        className={classes.media}
        onError={() => setFailed(true)}
      >
        <track kind="captions" />
      </video>
    </div>
  );
}

function NoPreview({ downloadHref }: { downloadHref: string }) {
  const t = useTranslations("fileManagement.preview");
  return (
    <PreviewMessage icon={<IconFile size={96} stroke={1} />} text={t("noPreview")} testId="file-preview-none">
      <DownloadButton href={downloadHref} />
    </PreviewMessage>
  );
}

function DownloadButton({ href }: { href: string }) {
  const t = useTranslations("fileManagement.preview");
  return (
    <Button component="a" href={href} download leftSection={<IconDownload size={16} aria-hidden />}>
      {t("download")}
    </Button>
  );
}
