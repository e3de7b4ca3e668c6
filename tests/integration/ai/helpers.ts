import { NextRequest } from "next/server";
import { DELETE as clearRoute, GET as historyRoute, POST as chatRoute } from "@/app/api/v1/ai/chat/route";
import type { AiChatMessage, AiHistory } from "@/lib/ai/types";
import { call } from "../helpers/http";
import type { Caller } from "../workspaces/helpers";

export interface Asked {
  status: number;
  /** The reply's chunks, in order (streamed answers only). */
  chunks: string[];
  /** The saved reply (the `done` event). */
  done: AiChatMessage | null;
  /** The error body of a refused question. */
  error: { statusCode: number; message: string | string[] } | null;
}

/** POST /api/v1/ai/chat as an API client: reads the server-sent events to the end. */
export async function ask(
  c: Caller,
  moduleId: string,
  message: unknown,
  extra: Record<string, unknown> = {},
  options: { signal?: AbortSignal; locale?: "en" | "es" } = {},
): Promise<Asked> {
  const req = new NextRequest("http://localhost:3000/api/v1/ai/chat", {
    method: "POST",
    headers: {
      authorization: `Bearer ${c.token}`,
      "content-type": "application/json",
      "x-forwarded-for": "10.0.0.1",
      cookie: `NEXT_LOCALE=${options.locale ?? "en"}`,
    },
    body: JSON.stringify({ message, moduleId, moduleTag: "TaskManagement", ...extra }),
    signal: options.signal,
  });
  const res = await chatRoute(req, { params: Promise.resolve({}) });
  if (!res.headers.get("content-type")?.startsWith("text/event-stream"))
    return { status: res.status, chunks: [], done: null, error: (await res.json()) as Asked["error"] };
  const chunks: string[] = [];
  let done: AiChatMessage | null = null;
  for (const event of (await res.text()).split("\n\n")) {
    const name = /^event: (.*)$/m.exec(event)?.[1];
    const data = /^data: (.*)$/m.exec(event)?.[1];
    if (!name || data === undefined) continue;
    if (name === "chunk") chunks.push((JSON.parse(data) as { content: string }).content);
    if (name === "done") done = JSON.parse(data) as AiChatMessage;
  }
  return { status: res.status, chunks, done, error: null };
}

/** The whole reply text of a question (fails the test when it was refused). */
export async function answer(
  c: Caller,
  moduleId: string,
  message: string,
  locale?: "en" | "es",
): Promise<string> {
  const asked = await ask(c, moduleId, message, {}, { locale });
  if (asked.status !== 200 || !asked.done)
    throw new Error(`refused: ${asked.status} ${JSON.stringify(asked.error)}`);
  expect(asked.chunks.join("")).toBe(asked.done.content);
  return asked.done.content;
}

const query = (moduleId: string) =>
  `http://localhost:3000/api/v1/ai/chat?moduleId=${moduleId}&moduleTag=TaskManagement`;

export const history = (c: Caller, moduleId: string) =>
  call<AiHistory>(historyRoute, { token: c.token, url: query(moduleId) });

export const clear = (c: Caller, moduleId: string) =>
  call<{ deleted: number }>(clearRoute, { method: "DELETE", token: c.token, url: query(moduleId) });
