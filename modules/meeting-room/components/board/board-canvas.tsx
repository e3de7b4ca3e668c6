"use client";

import "@excalidraw/excalidraw/index.css";
import { CaptureUpdateAction, Excalidraw, restoreElements } from "@excalidraw/excalidraw";
import type { ExcalidrawImperativeAPI } from "@excalidraw/excalidraw/types";
import { Alert, Button, Center, Loader, Stack, Text, useComputedColorScheme } from "@mantine/core";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import type { BoardElement } from "@/modules/meeting-room/shared/board";
import { useBoardSync } from "./use-board-sync";
import classes from "./board.module.css";

declare global {
  interface Window {
    EXCALIDRAW_ASSET_PATH?: string | string[];
  }
}

// Excalidraw's fonts from our own origin (copied there by scripts/vendor-assets.mjs), never a CDN.
if (typeof window !== "undefined") window.EXCALIDRAW_ASSET_PATH = "/vendor/excalidraw/";

export interface BoardCanvasProps {
  moduleId: string;
  meetingId: string;
}

/**
 * A meeting's whiteboard: Excalidraw, kept live with the others on the board (use-board-sync.ts).
 * Those who may not draw get its view mode; images and embeds are not offered (a board holds
 * drawings only). Its loading, failure and withdrawn-access states say so.
 */
export function BoardCanvas({ moduleId, meetingId }: BoardCanvasProps) {
  const t = useTranslations("meetingRoom.board");
  const locale = useLocale();
  const scheme = useComputedColorScheme("light");
  const sync = useBoardSync(moduleId, meetingId);
  const [count, setCount] = useState(0);
  const { attach, onChange: changed } = sync;

  const onApi = useCallback(
    (api: ExcalidrawImperativeAPI) =>
      attach({
        elements: () => api.getSceneElementsIncludingDeleted() as unknown as readonly BoardElement[],
        replace: (elements) =>
          api.updateScene({
            elements: elements as unknown as Parameters<typeof api.updateScene>[0]["elements"],
            captureUpdate: CaptureUpdateAction.NEVER,
          }),
      }),
    [attach],
  );
  const onChange = useCallback(
    (elements: readonly unknown[]) => {
      const all = elements as readonly BoardElement[];
      changed(all);
      setCount(all.reduce((n, element) => n + (element.isDeleted ? 0 : 1), 0));
    },
    [changed],
  );
  const initialData = useMemo(
    () =>
      sync.initial && {
        elements: restoreElements(sync.initial as unknown as Parameters<typeof restoreElements>[0], null),
        scrollToContent: true,
      },
    [sync.initial],
  );

  if (sync.status === "revoked")
    return (
      <Alert color="orange" title={t("revokedTitle")} role="alert" data-testid="board-revoked">
        {t("revokedBody")}
      </Alert>
    );
  if (sync.status === "error")
    return (
      <Alert color="red" title={t("loadError")} role="alert" data-testid="board-error">
        <Button size="xs" variant="light" onClick={sync.retry}>
          {t("retry")}
        </Button>
      </Alert>
    );
  if (sync.status === "loading" || !initialData)
    return (
      <Center h="100%" mih={240}>
        <Stack align="center" gap="xs">
          <Loader />
          <Text size="sm">{t("loading")}</Text>
        </Stack>
      </Center>
    );
  return (
    <Stack gap={4} h="100%">
      {!sync.canDraw && (
        <Text size="sm" c="dimmed" data-testid="board-view-only">
          {t("viewOnly")}
        </Text>
      )}
      {sync.refused > 0 && (
        <Text size="sm" c="red" role="alert" data-testid="board-refused">
          {t("refused")}
        </Text>
      )}
      <div
        className={classes.canvas}
        data-testid="board"
        data-ready="true"
        data-elements={count}
        aria-label={t("label")}
        role="region"
      >
        <Excalidraw
          excalidrawAPI={onApi}
          initialData={initialData}
          onChange={onChange}
          viewModeEnabled={!sync.canDraw}
          theme={scheme}
          langCode={locale === "es" ? "es-ES" : "en"}
          validateEmbeddable={false}
          UIOptions={{
            tools: { image: false },
            canvasActions: { loadScene: false, saveToActiveFile: false, export: false, toggleTheme: null },
          }}
        />
      </div>
    </Stack>
  );
}
