"use client";

import { Badge, Group, Paper, Text } from "@mantine/core";
import { IconMicrophoneOff, IconScreenShare, IconUser } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { CallState } from "@/modules/meeting-room/call/protocol";
import classes from "./call.module.css";

interface TileProps {
  name: string;
  stream: MediaStream | null;
  state: CallState;
  /** The local preview: mirrored (unless a screen), muted. */
  self?: boolean;
  /** The speaker chosen (setSinkId where the browser has it). */
  sinkId?: string | null;
  peerId?: string;
}

type SinkVideo = HTMLVideoElement & { setSinkId?: (id: string) => Promise<void> };

/** One person's video with their name, a muted icon and a ring while they speak. */
export function VideoTile({ name, stream, state, self = false, sinkId = null, peerId }: TileProps) {
  const t = useTranslations("meetingRoom.call");
  const video = useRef<SinkVideo>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  }, [stream]);
  useEffect(() => {
    if (sinkId && video.current?.setSinkId) void video.current.setSinkId(sinkId).catch(() => undefined);
  }, [sinkId]);
  const showVideo = stream !== null && (state.video || state.screen);
  return (
    <Paper
      className={classes.tile}
      data-speaking={state.speaking && state.audio ? "true" : undefined}
      data-testid={self ? "self-tile" : "remote-tile"}
      aria-label={state.speaking && state.audio ? t("speakingLabel", { name }) : name}
      role="group"
      radius="md"
    >
      <video
        ref={video}
        className={classes.video}
        data-mirrored={self && !state.screen ? "true" : undefined}
        data-testid={self ? "self-video" : "remote-video"}
        data-peer={peerId}
        autoPlay
        playsInline
        muted={self}
      />
      {!showVideo && (
        <div className={classes.placeholder} aria-hidden>
          <IconUser size={48} />
        </div>
      )}
      <Group className={classes.label} gap={6} wrap="nowrap">
        {!state.audio && <IconMicrophoneOff size={16} aria-label={t("muted")} role="img" />}
        {state.screen && <IconScreenShare size={16} aria-label={t("sharing")} role="img" />}
        <Text size="sm" fw={500} truncate>
          {self ? t("you", { name }) : name}
        </Text>
        {state.speaking && state.audio && (
          <Badge size="xs" color="teal.9" variant="filled">
            {t("speaking")}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
