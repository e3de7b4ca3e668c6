"use client";

import { useEffect, useState } from "react";
import { rmsLevel, speakingDetector } from "@/modules/meeting-room/call/roles";

/** Whether the microphone of `stream` hears its person speak (an AnalyserNode read ten times a second). */
export function useSpeaking(stream: MediaStream, enabled: boolean): boolean {
  const [speaking, setSpeaking] = useState(false);
  const track = stream.getAudioTracks()[0];
  useEffect(() => {
    if (!enabled || !track || typeof AudioContext === "undefined") return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(new MediaStream([track])).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const detector = speakingDetector();
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      setSpeaking(detector.next(rmsLevel(samples), performance.now()));
    }, 100);
    return () => {
      clearInterval(timer);
      void context.close();
    };
  }, [enabled, track]);
  // Off (or no microphone): not speaking, whatever the last reading was.
  return enabled && track !== undefined && speaking;
}
