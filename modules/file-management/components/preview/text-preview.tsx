"use client";

import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { IconFileAlert, IconFileText } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { useFormatBytes } from "./format-bytes";
import { PreviewMessage } from "./preview-message";
import classes from "./preview.module.css";

/** Bytes of a text file the preview reads and shows (its start). */
const TEXT_LIMIT = 512 * 1024;

interface Head {
  text: string;
  /** Bytes read (at most TEXT_LIMIT). */
  shown: number;
  /** Bytes of the whole file. */
  total: number;
}

/** The first TEXT_LIMIT bytes of a file as UTF-8 (a bad sequence becomes U+FFFD), and its whole size. */
async function readHead(src: string, size: number, signal: AbortSignal): Promise<Head> {
  const response = await fetch(src, {
    headers: { Range: `bytes=0-${TEXT_LIMIT - 1}` },
    credentials: "same-origin",
    signal,
  });
  // A range of an empty file cannot be satisfied.
  if (response.status === 416) return { text: "", shown: 0, total: 0 };
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const ofRange = /\/(\d+)$/.exec(response.headers.get("Content-Range") ?? "")?.[1];
  const total = Number(ofRange ?? response.headers.get("Content-Length") ?? size);
  // Read no more than the limit, even from a server that answered the whole file.
  const reader = response.body.getReader();
  const bytes = new Uint8Array(TEXT_LIMIT);
  let shown = 0;
  while (shown < TEXT_LIMIT) {
    const { done, value } = await reader.read();
    if (done) break;
    const part = value.subarray(0, TEXT_LIMIT - shown);
    bytes.set(part, shown);
    shown += part.length;
  }
  void reader.cancel().catch(() => {});
  const cut = total > shown;
  // `stream` holds back a character the cut split in two instead of showing it as U+FFFD.
  const text = new TextDecoder("utf-8").decode(bytes.subarray(0, shown), { stream: cut });
  return { text: text.replace(/\r\n?/g, "\n"), shown, total: Math.max(total, shown) };
}

/** Lines of a text (a last line break ends the last line, it starts no other). */
function countLines(text: string): number {
  if (text === "") return 0;
  let lines = 1;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) lines += 1;
  return text.endsWith("\n") ? lines - 1 : lines;
}

/**
 * A text file's start in a monospace block with line numbers: one <pre> for the text and one for the
 * numbers, so ten thousand lines stay two text nodes. `size`: the file's bytes, if the answer omits them.
 */
export function TextPreview({ src, size, name }: { src: string; size: number; name: string }) {
  const t = useTranslations("fileManagement.preview");
  const formatBytes = useFormatBytes();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; head: Head | null } | null>(null);
  const key = `${attempt}:${src}`;
  const current = result?.key === key ? result : null;

  useEffect(() => {
    const controller = new AbortController();
    readHead(src, size, controller.signal).then(
      (head) => setResult({ key, head }),
      () => {
        if (!controller.signal.aborted) setResult({ key, head: null });
      },
    );
    return () => controller.abort();
  }, [key, src, size]);

  const head = current?.head ?? null;
  const lines = useMemo(() => (head ? countLines(head.text) : 0), [head]);
  const gutter = useMemo(() => Array.from({ length: lines }, (_, i) => i + 1).join("\n"), [lines]);

  if (!current)
    return (
      <Center className={classes.stage}>
        <Loader role="status" aria-label={t("loading")} />
      </Center>
    );
  if (!head)
    return (
      <PreviewMessage icon={<IconFileAlert size={56} stroke={1.2} />} text={t("textError")}>
        <Button variant="default" onClick={() => setAttempt((n) => n + 1)}>
          {t("retry")}
        </Button>
      </PreviewMessage>
    );
  if (lines === 0)
    return <PreviewMessage icon={<IconFileText size={56} stroke={1.2} />} text={t("textEmpty")} />;
  return (
    <Stack gap="xs" className={classes.body} data-testid="file-preview-text">
      {head.total > head.shown && (
        <Text size="sm" c="dimmed" role="note">
          {t("textTruncated", { shown: formatBytes(head.shown), total: formatBytes(head.total) })}
        </Text>
      )}
      {/* Focusable so the keyboard can scroll it; labelled by the file. */}
      <div className={classes.textScroll} tabIndex={0} role="region" aria-label={name} data-scrolls-x>
        <pre className={classes.gutter} aria-hidden>
          {gutter}
        </pre>
        <pre className={classes.code}>{head.text}</pre>
      </div>
    </Stack>
  );
}
