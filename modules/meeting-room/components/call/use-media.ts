"use client";

import { useCallback, useEffect, useRef, useState } from "react";

export type MediaError = "permission" | "noDevice" | "failed";
export type DeviceKind = "audioinput" | "videoinput" | "audiooutput";

export interface Devices {
  audioinput: MediaDeviceInfo[];
  videoinput: MediaDeviceInfo[];
  audiooutput: MediaDeviceInfo[];
}

const NO_DEVICES: Devices = { audioinput: [], videoinput: [], audiooutput: [] };

function mediaError(error: unknown): MediaError {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "permission";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "noDevice";
  return "failed";
}

const constraint = (deviceId: string | null): MediaTrackConstraints | boolean =>
  deviceId ? { deviceId: { exact: deviceId } } : true;

/**
 * The local camera and microphone: one MediaStream whose tracks are swapped when another device is
 * chosen (the call's transport is told through `onTrack`), the devices to choose from, mic and camera
 * on/off (a track's `enabled`: the other side sees black and hears silence) and the error of getUserMedia.
 */
export function useLocalMedia(onTrack: (kind: "audio" | "video", track: MediaStreamTrack) => void) {
  const [stream] = useState(() => new MediaStream());
  const [devices, setDevices] = useState<Devices>(NO_DEVICES);
  const [chosen, setChosen] = useState<Record<DeviceKind, string | null>>({
    audioinput: null,
    videoinput: null,
    audiooutput: null,
  });
  const [audio, setAudio] = useState(true);
  const [video, setVideo] = useState(true);
  const [error, setError] = useState<MediaError | null>(null);
  const [ready, setReady] = useState(false);
  const onTrackRef = useRef(onTrack);
  useEffect(() => {
    onTrackRef.current = onTrack;
  });

  const listDevices = useCallback(async () => {
    const all = await navigator.mediaDevices.enumerateDevices();
    const byKind = (kind: DeviceKind) => all.filter((device) => device.kind === kind && device.deviceId);
    setDevices({
      audioinput: byKind("audioinput"),
      videoinput: byKind("videoinput"),
      audiooutput: byKind("audiooutput"),
    });
  }, []);

  const start = useCallback(async () => {
    try {
      const got = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
      for (const old of stream.getTracks()) {
        stream.removeTrack(old);
        old.stop();
      }
      for (const track of got.getTracks()) stream.addTrack(track);
      setError(null);
      await listDevices();
    } catch (caught) {
      setError(mediaError(caught));
    } finally {
      setReady(true);
    }
  }, [listDevices, stream]);

  useEffect(() => {
    // Asks for the camera once mounted (the state it sets comes after the browser answers).
    void navigator.mediaDevices.enumerateDevices().then(start);
    navigator.mediaDevices.addEventListener("devicechange", listDevices);
    return () => {
      navigator.mediaDevices.removeEventListener("devicechange", listDevices);
      for (const track of stream.getTracks()) track.stop();
    };
  }, [listDevices, start, stream]);

  const choose = useCallback(
    async (kind: DeviceKind, deviceId: string | null) => {
      setChosen((before) => ({ ...before, [kind]: deviceId }));
      if (kind === "audiooutput") return;
      const trackKind = kind === "audioinput" ? "audio" : "video";
      try {
        const got = await navigator.mediaDevices.getUserMedia({ [trackKind]: constraint(deviceId) });
        const track = got.getTracks()[0];
        if (!track) return;
        track.enabled = trackKind === "audio" ? audio : video;
        for (const old of stream.getTracks().filter((t) => t.kind === trackKind)) {
          stream.removeTrack(old);
          old.stop();
        }
        stream.addTrack(track);
        onTrackRef.current(trackKind, track);
      } catch (caught) {
        setError(mediaError(caught));
      }
    },
    [audio, stream, video],
  );

  const toggle = useCallback(
    (kind: "audio" | "video") => {
      const next = kind === "audio" ? !audio : !video;
      for (const track of stream.getTracks().filter((t) => t.kind === kind)) track.enabled = next;
      (kind === "audio" ? setAudio : setVideo)(next);
    },
    [audio, stream, video],
  );

  return { stream, devices, chosen, choose, audio, video, toggle, error, ready, retry: start };
}
