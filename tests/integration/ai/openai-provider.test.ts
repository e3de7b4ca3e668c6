import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Socket } from "socket.io-client";
import { AI_CHUNK, AI_DONE, AI_SEND, AI_STOP, type AiDonePayload, type AiSendAck } from "@/lib/ai/types";
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { connected, startRealtimeServer } from "../helpers/realtime";
import { tm } from "../task-management/helpers";
import { seedTeam, type Team } from "../workspaces/helpers";
import { ask, history } from "./helpers";

// The OpenAI-compatible provider against a local fake of the chat completions endpoint (127.0.0.1):
// streamed chunks, a tool call round trip, errors mid-stream, a time-out, Stop and the one-at-a-time rule.

type Body = {
  model: string;
  stream: boolean;
  max_tokens: number;
  messages: { role: string; content: string | null; tool_call_id?: string }[];
  tools?: { function: { name: string } }[];
};
type Handler = (body: Body, res: ServerResponse, req: IncomingMessage) => void;

let server: Server;
let handler: Handler;
const requests: { body: Body; authorization: string | undefined; path: string | undefined }[] = [];

const sse = (res: ServerResponse) => {
  res.writeHead(200, { "content-type": "text/event-stream" });
  return (data: unknown) => res.write(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);
};
const text = (content: string) => ({ choices: [{ delta: { content }, finish_reason: null }] });

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const body = JSON.parse(raw) as Body;
      requests.push({ body, authorization: req.headers.authorization, path: req.url });
      handler(body, res, req);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.AI_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  process.env.AI_MODEL = "fake-model";
  process.env.AI_API_KEY = "sk-test-secret";
  process.env.AI_MAX_TOKENS = "321";
  process.env.AI_TIMEOUT_MS = "1000";
});

afterAll(async () => {
  for (const key of ["AI_BASE_URL", "AI_MODEL", "AI_API_KEY", "AI_MAX_TOKENS", "AI_TIMEOUT_MS"])
    delete process.env[key];
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const realtime = startRealtimeServer();
let team: Team;
let moduleId: string;

beforeEach(async () => {
  requests.length = 0;
  team = await seedTeam();
  const projectId = (await seedProject(getDb(), team.workspace.id)).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { name: "Web Platform" })).id;
  expect(
    (await tm.create(team.member, moduleId, { title: "Send the invoices", dueDate: "2020-01-02" })).status,
  ).toBe(201);
});

it("streams the model's chunks with the configured model, key and token limit", async () => {
  handler = (_body, res) => {
    const send = sse(res);
    send(text("Hello"));
    send(text(", world"));
    send({ choices: [{ delta: {}, finish_reason: "stop" }] });
    send("[DONE]");
    res.end();
  };
  const asked = await ask(team.member, moduleId, "Say hello");
  expect(asked.chunks).toEqual(["Hello", ", world"]);
  expect(asked.done).toMatchObject({ content: "Hello, world", state: "complete" });
  const [request] = requests;
  expect(request).toMatchObject({ path: "/v1/chat/completions", authorization: "Bearer sk-test-secret" });
  expect(request!.body).toMatchObject({ model: "fake-model", stream: true, max_tokens: 321 });
  expect(request!.body.tools!.map((tool) => tool.function.name)).toContain("list_overdue_tasks");
  // The prompt names the module, never its data: the model must read tasks through the tools.
  const prompt = JSON.stringify(request!.body.messages);
  expect(prompt).toContain("Web Platform");
  expect(prompt).not.toContain("Send the invoices");
  expect((await history(team.member, moduleId)).body.provider).toBe("fake-model");
});

it("runs a tool call under the asker's rights and answers from its result", async () => {
  handler = (body, res) => {
    const send = sse(res);
    const toolResult = body.messages.find((message) => message.role === "tool");
    if (!toolResult) {
      // The call's arguments arrive in pieces, as real endpoints send them.
      send({
        choices: [
          {
            delta: {
              tool_calls: [
                { index: 0, id: "call_1", function: { name: "list_overdue_tasks", arguments: "" } },
              ],
            },
          },
        ],
      });
      send({ choices: [{ delta: { tool_calls: [{ index: 0, function: { arguments: "{" } }] } }] });
      send({
        choices: [
          {
            delta: { tool_calls: [{ index: 0, function: { arguments: "}" } }] },
            finish_reason: "tool_calls",
          },
        ],
      });
    } else {
      const result = JSON.parse(toolResult.content ?? "{}") as {
        total: number;
        tasks: { key: string; title: string; link: string }[];
      };
      const task = result.tasks[0]!;
      send(text(`${result.total} overdue: [${task.key}](${task.link}) ${task.title}`));
    }
    send("[DONE]");
    res.end();
  };
  const asked = await ask(team.member, moduleId, "What is late?");
  expect(asked.done?.content).toMatch(
    /^1 overdue: \[WP-1\]\(\/task-management\/.+\/edit\?redirect=.+\) Send the invoices$/,
  );
  expect(requests).toHaveLength(2);
  expect(requests[1]!.body.messages.at(-2)).toMatchObject({ role: "assistant" });
  expect(requests[1]!.body.messages.at(-1)).toMatchObject({ role: "tool", tool_call_id: "call_1" });
});

it("tells the model about invalid tool arguments instead of running the tool", async () => {
  handler = (body, res) => {
    const send = sse(res);
    const toolResult = body.messages.find((message) => message.role === "tool");
    if (!toolResult)
      send({
        choices: [
          {
            delta: {
              tool_calls: [
                { index: 0, id: "c", function: { name: "find_stuck_tasks", arguments: '{"days":-5}' } },
              ],
            },
          },
        ],
      });
    else send(text(toolResult.content ?? ""));
    send("[DONE]");
    res.end();
  };
  const asked = await ask(team.member, moduleId, "stuck?");
  expect(asked.done?.content).toContain('"error":"Invalid arguments"');
  expect(asked.done?.content).toContain("days");
});

it("ends the reply with a clear message when the stream fails midway", async () => {
  handler = (_body, res) => {
    const send = sse(res);
    send(text("Partial answer"));
    setTimeout(() => res.socket?.destroy(), 20);
  };
  const cut = await ask(team.member, moduleId, "hi");
  expect(cut.done).toMatchObject({ state: "error" });
  expect(cut.done?.content).toBe("Partial answer\n\n_The AI model could not be reached. Try again later._");

  handler = (_body, res) => {
    const send = sse(res);
    send(text("Half"));
    send({ error: { message: "model overloaded" } });
    res.end();
  };
  const said = await ask(team.member, moduleId, "hi");
  expect(said.done?.content).toBe("Half\n\n_The AI model stopped with an error: model overloaded_");

  handler = (_body, res) => {
    res.writeHead(401, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { message: "bad key" } }));
  };
  const refused = await ask(team.member, moduleId, "hi");
  expect(refused.done).toMatchObject({
    state: "error",
    content: "_The AI model refused the request (status 401). Try again later._",
  });
});

it("ends the reply when the model goes quiet for AI_TIMEOUT_MS", async () => {
  handler = (_body, res) => {
    sse(res)(text("Thinking"));
  };
  const started = Date.now();
  const asked = await ask(team.member, moduleId, "hi");
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(asked.done).toMatchObject({
    state: "error",
    content: "Thinking\n\n_The AI model did not answer for 1 second, so the reply was ended._",
  });
  // The slot is free again.
  handler = (_body, res) => {
    sse(res)("[DONE]");
    res.end();
  };
  expect((await ask(team.member, moduleId, "again")).status).toBe(200);
});

describe("over the socket", () => {
  const send = (socket: Socket, body: unknown) =>
    new Promise<AiSendAck>((resolve) => socket.emit(AI_SEND, body, resolve));

  it("runs one reply per person and module, and Stop ends it with what was written", async () => {
    handler = (_body, res) => {
      const write = sse(res);
      write(text("First words"));
      const keep = setInterval(() => write(": keep-alive"), 200);
      res.on("close", () => clearInterval(keep));
    };
    const socket = realtime.connect({ token: team.member.token });
    await connected(socket);
    const firstChunk = new Promise((resolve) => socket.once(AI_CHUNK, resolve));
    const done = new Promise<AiDonePayload>((resolve) => socket.once(AI_DONE, resolve));
    const body = { message: "hi", moduleId, moduleTag: "TaskManagement" };
    expect(await send(socket, body)).toMatchObject({ ok: true });
    await firstChunk;
    // A second question while the first runs: 409, over the socket and over REST.
    expect(await send(socket, body)).toMatchObject({ ok: false, status: 409 });
    expect((await ask(team.member, moduleId, "hi")).status).toBe(409);
    socket.emit(AI_STOP, { moduleId });
    expect((await done).message).toMatchObject({ state: "stopped", content: "First words" });
    const saved = await history(team.member, moduleId);
    expect(saved.body.messages.at(-1)).toMatchObject({
      author: "assistant",
      state: "stopped",
      content: "First words",
    });
  });
});
