"use client";

import { Box, Button, Group, Modal, Slider, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { FormError } from "@/components/ui/form-error";
import classes from "./profile.module.css";

/** The crop square's side on screen, in CSS pixels. */
const VIEW = 256;
const MAX_ZOOM = 4;
const KEY_STEP = 10;

export interface AvatarCropArea {
  x: number;
  y: number;
  size: number;
}

interface Placement {
  zoom: number;
  /** The image's top-left corner in the square, in CSS pixels (≤ 0). */
  left: number;
  top: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The square of the image (its own pixels) that the square on screen shows. */
export function cropOf(natural: { width: number; height: number }, placement: Placement): AvatarCropArea {
  const scale = (VIEW / Math.min(natural.width, natural.height)) * placement.zoom;
  const size = Math.max(1, Math.min(Math.floor(VIEW / scale), natural.width, natural.height));
  return {
    x: clamp(Math.round(-placement.left / scale), 0, natural.width - size),
    y: clamp(Math.round(-placement.top / scale), 0, natural.height - size),
    size,
  };
}

/** Keeps the image covering the square: its corner between the square's size and 0. */
function fit(natural: { width: number; height: number }, placement: Placement): Placement {
  const scale = (VIEW / Math.min(natural.width, natural.height)) * placement.zoom;
  return {
    zoom: placement.zoom,
    left: clamp(placement.left, VIEW - natural.width * scale, 0),
    top: clamp(placement.top, VIEW - natural.height * scale, 0),
  };
}

/**
 * Choosing the square of a picture to keep: the image under a round mask, moved by dragging or the
 * arrow keys, zoomed with the slider (around the square's centre). Saving hands the square, in the
 * image's own pixels, to `onSave`; the server crops and resizes it.
 */
export function AvatarCrop({
  file,
  saving,
  error,
  onCancel,
  onSave,
}: {
  file: File | null;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onSave: (crop: AvatarCropArea) => void;
}) {
  const t = useTranslations("profile.avatar");
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  // The loaded image's size, for the address it was read from (another file starts unknown).
  const [loaded, setLoaded] = useState<{ url: string; width: number; height: number } | null>(null);
  const natural = loaded && loaded.url === url ? loaded : null;
  const [placement, setPlacement] = useState<Placement>({ zoom: 1, left: 0, top: 0 });
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

  const scale = natural ? (VIEW / Math.min(natural.width, natural.height)) * placement.zoom : 1;
  const move = (left: number, top: number) => {
    if (natural) setPlacement((current) => fit(natural, { ...current, left, top }));
  };
  const zoomTo = (zoom: number) => {
    if (!natural) return;
    setPlacement((current) => {
      // The point under the square's centre stays there.
      const ratio = zoom / current.zoom;
      const centre = VIEW / 2;
      return fit(natural, {
        zoom,
        left: centre - (centre - current.left) * ratio,
        top: centre - (centre - current.top) * ratio,
      });
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    }[event.key];
    if (!step) return;
    event.preventDefault();
    move(placement.left + step[0]!, placement.top + step[1]!);
  };
  const onPointerDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, left: placement.left, top: placement.top };
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (start) move(start.left + event.clientX - start.x, start.top + event.clientY - start.y);
  };

  return (
    <Modal opened={file !== null} onClose={onCancel} title={t("cropTitle")} centered size="auto">
      <Stack align="center" gap="md" data-testid="avatar-crop">
        <Text size="sm" c="dimmed" maw={VIEW + 40} ta="center">
          {t("cropHint")}
        </Text>
        <Box
          className={classes.cropArea}
          w={VIEW}
          h={VIEW}
          tabIndex={0}
          role="group"
          aria-label={t("cropArea")}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          data-testid="avatar-crop-area"
        >
          {url && (
            // eslint-disable-next-line @next/next/no-img-element -- a local object URL being cropped
            <img
              src={url}
              alt=""
              draggable={false}
              onLoad={(event) => {
                const image = event.currentTarget;
                setLoaded({ url: image.src, width: image.naturalWidth, height: image.naturalHeight });
                const base = VIEW / Math.min(image.naturalWidth, image.naturalHeight);
                // Centred at first, as the server would crop without a square.
                setPlacement({
                  zoom: 1,
                  left: (VIEW - image.naturalWidth * base) / 2,
                  top: (VIEW - image.naturalHeight * base) / 2,
                });
              }}
              style={
                natural
                  ? {
                      width: natural.width * scale,
                      height: natural.height * scale,
                      transform: `translate(${placement.left}px, ${placement.top}px)`,
                    }
                  : { visibility: "hidden" }
              }
            />
          )}
          <div className={classes.cropMask} aria-hidden />
        </Box>
        <Box w={VIEW}>
          <Text size="sm" id="avatar-zoom-label">
            {t("zoom")}
          </Text>
          <Slider
            min={1}
            max={MAX_ZOOM}
            step={0.05}
            value={placement.zoom}
            onChange={zoomTo}
            label={null}
            disabled={!natural}
            thumbProps={{ "aria-labelledby": "avatar-zoom-label" }}
            data-testid="avatar-zoom"
          />
        </Box>
        <FormError error={error} testId="avatar-crop-error" />
        <Group justify="flex-end" w="100%">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t("cancel")}
          </Button>
          <Button
            loading={saving}
            disabled={!natural}
            onClick={() => natural && onSave(cropOf(natural, placement))}
            data-testid="avatar-crop-save"
          >
            {t("save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
