"use client";

import { Alert, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { gridColumns } from "@/modules/meeting-room/call/roles";
import type { CallRoomProps } from "./call-room-loader";
import { CallTools } from "./call-tools";
import { Controls } from "./controls";
import { DeviceSelects } from "./device-selects";
import { GuestEntry } from "./guest-entry";
import { KnockPanel } from "./knock-panel";
import { useCall, type GuestPass } from "./use-call";
import { useGuestAdmission } from "./use-guest-admission";
import { useLocalMedia } from "./use-media";
import { useSpeaking } from "./use-speaking";
import { VideoTile } from "./video-tile";
import classes from "./call.module.css";

/**
 * A meeting's call: the pre-join screen (camera preview, mic and camera, devices, Join; a guest gives
 * a name and asks to join), then the grid of tiles, the controls, the participant list and the guests
 * knocking; the errors of the camera (permission) and of the join (a full call, a link no longer valid).
 */
export function CallRoom({ token, summary, selfName: memberName, guest = false, meeting }: CallRoomProps) {
  const t = useTranslations("meetingRoom.call");
  const [guestName, setGuestName] = useState("");
  const selfName = guest ? guestName.trim() : memberName;
  const admission = useGuestAdmission(token);
  const replaceRef = useRef<(kind: "audio" | "video", track: MediaStreamTrack) => void>(() => undefined);
  const media = useLocalMedia((kind, track) => replaceRef.current(kind, track));
  const call = useCall(token, media.stream);
  useEffect(() => {
    replaceRef.current = call.replaceTrack;
  }, [call.replaceTrack]);
  // A guest let in joins at once, once per admission.
  const joined = useRef<GuestPass | null>(null);
  const { join } = call;
  useEffect(() => {
    if (!admission.pass || joined.current === admission.pass) return;
    joined.current = admission.pass;
    void join(admission.pass);
  }, [admission.pass, join]);
  const inCall = call.phase === "in";
  const speaking = useSpeaking(media.stream, media.audio && media.ready);
  const screenOn = call.screen !== null;
  const { tell } = call;
  useEffect(() => {
    if (inCall) tell({ audio: media.audio, video: media.video, screen: screenOn, speaking });
  }, [inCall, media.audio, media.video, screenOn, speaking, tell]);

  const share = useCallback(() => {
    if (call.screen) call.stopShare();
    else void call.share();
  }, [call]);

  const selfStream = useMemo(
    () => (call.screen ? new MediaStream([call.screen]) : media.stream),
    [call.screen, media.stream],
  );
  const selfState = { audio: media.audio, video: media.video, screen: screenOn, speaking };
  const canShare = typeof navigator !== "undefined" && "getDisplayMedia" in navigator.mediaDevices;
  const devices = <DeviceSelects devices={media.devices} chosen={media.chosen} choose={media.choose} />;
  const controls = (
    <Controls
      audio={media.audio}
      video={media.video}
      screen={screenOn}
      canShare={canShare}
      onToggle={media.toggle}
      onShare={share}
      onLeave={inCall ? call.leave : undefined}
      devices={devices}
    />
  );
  const peers = [...call.peers.values()];
  const mediaError = media.error && (
    <Alert color="red" title={t(`mediaErrors.${media.error}.title`)} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(`mediaErrors.${media.error}.body`)}</Text>
        <Button size="xs" variant="light" onClick={() => void media.retry()}>
          {t("retry")}
        </Button>
      </Stack>
    </Alert>
  );

  if (call.phase === "left") {
    const removed = call.leftReason === "removed";
    return (
      <Stack align="center" gap="md" py="xl" data-testid="call-left">
        <Title order={1} size="h3">
          {removed ? t("removedTitle") : t("leftTitle")}
        </Title>
        {removed && <Text c="dimmed">{t("removedBody")}</Text>}
        {!removed && !guest && <Button onClick={() => void call.join()}>{t("rejoin")}</Button>}
        {!removed && guest && (
          <Button onClick={() => void admission.ask(selfName)} loading={admission.step === "asking"}>
            {t("guest.askAgain")}
          </Button>
        )}
        {guest && admission.step === "waiting" && <Text size="sm">{t("guest.waitingTitle")}</Text>}
      </Stack>
    );
  }

  if (!inCall) {
    return (
      <Stack maw={720} mx="auto" gap="md" py="md" data-testid="call-lobby">
        <Title order={1} size="h3">
          {t("lobbyTitle", { summary })}
        </Title>
        {mediaError}
        {call.error && (
          <Alert color="red" title={t(`errors.${call.error}.title`)} role="alert" data-testid="call-error">
            {t(`errors.${call.error}.body`)}
          </Alert>
        )}
        <VideoTile name={selfName || t("guest.you")} stream={media.stream} state={selfState} self />
        {controls}
        {guest ? (
          <GuestEntry admission={admission} name={guestName} onName={setGuestName} ready={media.ready} />
        ) : (
          <Group justify="center">
            <Button
              size="md"
              onClick={() => void call.join()}
              loading={call.phase === "joining"}
              disabled={!media.ready}
            >
              {t("join")}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }

  const count = peers.length + 1;
  return (
    <Stack gap="md" py="md" data-testid="call-room">
      <Group justify="space-between" align="center">
        <Title order={1} size="h3">
          {summary}
        </Title>
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t("count", { count })}
          </Text>
        </Group>
      </Group>
      {mediaError}
      <KnockPanel knocks={call.knocks} admit={call.admit} />
      {meeting && <CallTools meeting={meeting} />}
      <Group align="flex-start" gap="md" wrap="nowrap" className={classes.layout}>
        <div
          className={classes.grid}
          style={{ "--call-columns": gridColumns(count), flex: 1 } as CSSProperties}
          aria-label={t("gridLabel")}
          role="region"
        >
          <VideoTile name={selfName} stream={selfStream} state={selfState} self />
          {peers.map((peer) => (
            <VideoTile
              key={peer.socketId}
              peerId={peer.socketId}
              name={peer.name}
              stream={peer.stream}
              state={peer.state}
              sinkId={media.chosen.audiooutput}
            />
          ))}
        </div>
        <Paper withBorder p="sm" w={220} component="aside" aria-labelledby="call-people">
          <Group gap={6} mb="xs">
            <IconUsers size={18} aria-hidden />
            <Text id="call-people" fw={600} size="sm">
              {t("people")}
            </Text>
          </Group>
          <List size="sm" spacing={4} listStyleType="none" data-testid="call-people">
            <List.Item>{t("you", { name: selfName })}</List.Item>
            {peers.map((peer) => (
              <List.Item key={peer.socketId}>
                {peer.guest ? t("guest.named", { name: peer.name }) : peer.name}
                {!peer.state.audio && ` · ${t("muted")}`}
              </List.Item>
            ))}
          </List>
        </Paper>
      </Group>
      {controls}
    </Stack>
  );
}
