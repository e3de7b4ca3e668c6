"use client";

import { Select, Stack } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { DeviceKind, Devices } from "./use-media";

interface Props {
  devices: Devices;
  chosen: Record<DeviceKind, string | null>;
  choose: (kind: DeviceKind, deviceId: string | null) => void;
}

const KINDS: { kind: DeviceKind; label: "camera" | "microphone" | "speaker" }[] = [
  { kind: "videoinput", label: "camera" },
  { kind: "audioinput", label: "microphone" },
  { kind: "audiooutput", label: "speaker" },
];

/** Selects for the camera, the microphone and (where the browser lets a page choose it) the speaker. */
export function DeviceSelects({ devices, chosen, choose }: Props) {
  const t = useTranslations("meetingRoom.call.devices");
  const sinkSupported = typeof HTMLMediaElement !== "undefined" && "setSinkId" in HTMLMediaElement.prototype;
  return (
    <Stack gap="xs">
      {KINDS.filter(({ kind }) => kind !== "audiooutput" || sinkSupported).map(({ kind, label }) => (
        <Select
          key={kind}
          label={t(label)}
          placeholder={t("default")}
          data={devices[kind].map((device, index) => ({
            value: device.deviceId,
            label: device.label || t("unnamed", { number: index + 1 }),
          }))}
          value={chosen[kind]}
          onChange={(value) => choose(kind, value)}
          disabled={devices[kind].length === 0}
          comboboxProps={{ withinPortal: true }}
          allowDeselect={false}
        />
      ))}
    </Stack>
  );
}
