"use client";

import { ActionIcon, Button, Group, Popover, Tooltip } from "@mantine/core";
import {
  IconMicrophone,
  IconMicrophoneOff,
  IconPhoneOff,
  IconScreenShare,
  IconScreenShareOff,
  IconSettings,
  IconVideo,
  IconVideoOff,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

interface Props {
  audio: boolean;
  video: boolean;
  screen: boolean;
  canShare: boolean;
  onToggle: (kind: "audio" | "video") => void;
  onShare: () => void;
  onLeave?: () => void;
  devices: ReactNode;
}

/** The call's controls: mic, camera, screen share, devices and (in the call) Leave. Buttons: keyboard-operable. */
export function Controls({ audio, video, screen, canShare, onToggle, onShare, onLeave, devices }: Props) {
  const t = useTranslations("meetingRoom.call.controls");
  const toggle = (label: string, on: boolean, onIcon: ReactNode, offIcon: ReactNode, act: () => void) => (
    <Tooltip label={label}>
      <ActionIcon
        size="xl"
        radius="xl"
        variant={on ? "default" : "filled"}
        color={on ? undefined : "red"}
        aria-label={label}
        aria-pressed={!on}
        onClick={act}
      >
        {on ? onIcon : offIcon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group justify="center" gap="sm" role="toolbar" aria-label={t("label")}>
      {toggle(audio ? t("mute") : t("unmute"), audio, <IconMicrophone />, <IconMicrophoneOff />, () =>
        onToggle("audio"),
      )}
      {toggle(video ? t("cameraOff") : t("cameraOn"), video, <IconVideo />, <IconVideoOff />, () =>
        onToggle("video"),
      )}
      {onLeave && canShare && (
        <Tooltip label={screen ? t("stopShare") : t("share")}>
          <ActionIcon
            size="xl"
            radius="xl"
            variant={screen ? "filled" : "default"}
            aria-label={screen ? t("stopShare") : t("share")}
            aria-pressed={screen}
            onClick={onShare}
          >
            {screen ? <IconScreenShareOff /> : <IconScreenShare />}
          </ActionIcon>
        </Tooltip>
      )}
      <Popover width={300} position="top" withArrow trapFocus shadow="md">
        <Popover.Target>
          <Tooltip label={t("devices")}>
            <ActionIcon size="xl" radius="xl" variant="default" aria-label={t("devices")}>
              <IconSettings />
            </ActionIcon>
          </Tooltip>
        </Popover.Target>
        <Popover.Dropdown>{devices}</Popover.Dropdown>
      </Popover>
      {onLeave && (
        <Button color="red" radius="xl" size="md" leftSection={<IconPhoneOff />} onClick={onLeave}>
          {t("leave")}
        </Button>
      )}
    </Group>
  );
}
