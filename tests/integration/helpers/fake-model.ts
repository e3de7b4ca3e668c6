// A local stand-in of an OpenAI-compatible chat completions endpoint for the proposals' tests (the
// data visualization's charts, an automation's rule): it streams what `answer` was last given, in two
// pieces, and counts the requests. Point AI_BASE_URL at `url`.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const sse = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ delta: { content }, finish_reason: null }] })}\n\n`;

export interface FakeModel {
  url: string;
  /** What the model answers from now on (the whole reply). */
  answer(reply: string): void;
  /** The requests it has had. */
  asked(): number;
  close(): Promise<void>;
}

export async function startFakeModel(): Promise<FakeModel> {
  let reply = "";
  let asked = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      asked += 1;
      res.writeHead(200, { "content-type": "text/event-stream" });
      const half = Math.floor(reply.length / 2);
      res.write(sse(reply.slice(0, half)));
      res.write(sse(reply.slice(half)));
      res.write("data: [DONE]\n\n");
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`,
    answer: (next) => void (reply = next),
    asked: () => asked,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const MODEL_ENV = ["AI_BASE_URL", "AI_MODEL", "AI_TIMEOUT_MS"] as const;

/**
 * In the enclosing `describe`, the AI provider is the fake model `model()` names (started in a
 * `beforeAll` before this one runs); its environment is removed afterwards.
 */
export function withFakeModel(model: () => FakeModel): void {
  beforeAll(() => {
    process.env.AI_BASE_URL = model().url;
    process.env.AI_MODEL = "fake-model";
    process.env.AI_TIMEOUT_MS = "2000";
  });
  afterAll(() => {
    for (const key of MODEL_ENV) delete process.env[key];
  });
}
