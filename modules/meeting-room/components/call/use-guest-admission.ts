"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { io, type Socket } from "socket.io-client";
import {
  GUEST_NAMESPACE,
  MEET_ADMISSION,
  MEET_KNOCK,
  type Admission,
} from "@/modules/meeting-room/call/protocol";
import type { GuestPass } from "./use-call";

/** Where a guest stands in the lobby. */
export type GuestStep = "name" | "asking" | "waiting" | "denied" | "admitted";

/** Why the lobby failed: keys under `meetingRoom.call.guest.errors`. */
export type GuestError = "notFound" | "rateLimited" | "tooMany" | "failed";

const connectError = (message: string): GuestError =>
  message === "notFound" || message === "rateLimited" ? message : "failed";

/**
 * A guest's way in (docs/modules/meeting-room.md "Guests"): its own socket to the guests' namespace
 * with the link's token, a knock with the guest's name, then the members' answer. Admitted, `pass`
 * holds the socket and the ticket its join gives back. The socket closes when the page does.
 */
export function useGuestAdmission(token: string) {
  const [step, setStep] = useState<GuestStep>("name");
  const [error, setError] = useState<GuestError | null>(null);
  const [pass, setPass] = useState<GuestPass | null>(null);
  const socketRef = useRef<Socket | null>(null);

  const close = useCallback(() => {
    socketRef.current?.close();
    socketRef.current = null;
  }, []);
  useEffect(() => close, [close]);

  /** The lobby's socket, connected (a new one when the last one dropped). */
  const connect = useCallback(async (): Promise<Socket> => {
    const known = socketRef.current;
    if (known?.connected) return known;
    known?.close();
    const socket = io(GUEST_NAMESPACE, {
      path: "/socket.io",
      auth: { token },
      transports: ["websocket", "polling"],
      // A new connection is a new guest (its knock and ticket name the socket): no silent reconnect.
      reconnection: false,
    });
    socketRef.current = socket;
    socket.on(MEET_ADMISSION, (admission: Admission) => {
      if (admission.admitted) {
        setPass({ socket, ticket: admission.ticket });
        setStep("admitted");
      } else setStep("denied");
    });
    socket.on("disconnect", () => {
      setStep((before) => {
        if (before !== "waiting" && before !== "asking") return before;
        setError("failed");
        return "name";
      });
    });
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", (failure: Error) => reject(new Error(connectError(failure.message))));
    });
    return socket;
  }, [token]);

  /** Knocks as `name`; the step says what happened. */
  const ask = useCallback(
    async (name: string) => {
      setError(null);
      setPass(null);
      setStep("asking");
      try {
        const socket = await connect();
        const answer = (await socket.emitWithAck(MEET_KNOCK, { name })) as { ok: boolean; error?: string };
        if (answer.ok) return setStep("waiting");
        setError(answer.error === "tooMany" ? "tooMany" : "failed");
      } catch (failure) {
        setError(connectError(failure instanceof Error ? failure.message : ""));
        close();
      }
      setStep("name");
    },
    [close, connect],
  );

  /** Stops waiting: the members see the knock go. */
  const cancel = useCallback(() => {
    close();
    setStep("name");
  }, [close]);

  return { step, error, pass, ask, cancel };
}
