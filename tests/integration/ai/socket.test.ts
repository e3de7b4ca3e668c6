import type { Socket } from "socket.io-client";
import { AI_CHUNK, AI_DONE, AI_SEND, type AiDonePayload, type AiSendAck } from "@/lib/ai/types";
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { connected, startRealtimeServer } from "../helpers/realtime";
import { tm } from "../task-management/helpers";
import { seedTeam, type Team } from "../workspaces/helpers";

// Ask AI over socket.io (spec §7): the client sends message, moduleId and moduleTag; the reply arrives
// as chunks in message.content, then the saved message.

const realtime = startRealtimeServer();
let team: Team;
let moduleId: string;

beforeEach(async () => {
  team = await seedTeam();
  const projectId = (await seedProject(getDb(), team.workspace.id)).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { name: "Web Platform" })).id;
  expect(
    (await tm.create(team.member, moduleId, { title: "Send the invoices", dueDate: "2020-01-02" })).status,
  ).toBe(201);
});

function send(socket: Socket, body: unknown): Promise<AiSendAck> {
  return new Promise((resolve) => socket.emit(AI_SEND, body, resolve));
}

function reply(socket: Socket): Promise<{ chunks: string[]; done: AiDonePayload }> {
  const chunks: string[] = [];
  return new Promise((resolve) => {
    const onChunk = (payload: { moduleId: string; message: { content: string } }) =>
      chunks.push(payload.message.content);
    socket.on(AI_CHUNK, onChunk);
    socket.once(AI_DONE, (done: AiDonePayload) => {
      socket.off(AI_CHUNK, onChunk);
      resolve({ chunks, done });
    });
  });
}

it("streams the reply in chunks and saves it", async () => {
  const socket = realtime.connect({ token: team.member.token });
  await connected(socket);
  const streamed = reply(socket);
  const ack = await send(socket, {
    message: "Are there any overdue tasks?",
    moduleId,
    moduleTag: "TaskManagement",
  });
  expect(ack).toMatchObject({
    ok: true,
    userMessage: { author: "user", content: "Are there any overdue tasks?" },
  });
  const { chunks, done } = await streamed;
  expect(chunks.length).toBeGreaterThan(1);
  expect(done.moduleId).toBe(moduleId);
  expect(done.message).toMatchObject({ author: "assistant", state: "complete" });
  expect(chunks.join("")).toBe(done.message.content);
  expect(done.message.content).toContain("Send the invoices");
  expect(await getDb().aiMessage.count({ where: { userId: team.member.user.id, moduleId } })).toBe(2);
});

it("answers in the language of the message or the cookie", async () => {
  const socket = realtime.connect({ cookie: `${team.member.cookie}; NEXT_LOCALE=es`, headers: {} });
  await connected(socket);
  const streamed = reply(socket);
  await send(socket, { message: "overdue?", moduleId, moduleTag: "TaskManagement" });
  expect((await streamed).done.message.content).toContain("1 tarea está vencida");
});

it("refuses what the REST API refuses, with its status", async () => {
  const other = await seedTeam("Other");
  const stranger = realtime.connect({ token: other.owner.token });
  await connected(stranger);
  expect(await send(stranger, { message: "overdue?", moduleId, moduleTag: "TaskManagement" })).toEqual({
    ok: false,
    status: 404,
    message: expect.any(String),
  });
  const socket = realtime.connect({ token: team.member.token });
  await connected(socket);
  expect(await send(socket, { message: "", moduleId, moduleTag: "TaskManagement" })).toEqual({
    ok: false,
    status: 400,
    message: "Write a question.",
  });
  expect(await send(socket, null)).toMatchObject({ ok: false, status: 400 });
});

it("re-checks the session on every question", async () => {
  const socket = realtime.connect({ token: team.member.token });
  await connected(socket);
  await getDb().session.delete({ where: { id: team.member.sessionId } });
  expect(await send(socket, { message: "overdue?", moduleId, moduleTag: "TaskManagement" })).toMatchObject({
    ok: false,
    status: 401,
  });
});

it("re-checks the module's rights on every question", async () => {
  const socket = realtime.connect({ token: team.member.token });
  await connected(socket);
  await getDb().project.updateMany({ where: { workspaceId: team.workspace.id }, data: { private: true } });
  expect(await send(socket, { message: "overdue?", moduleId, moduleTag: "TaskManagement" })).toMatchObject({
    ok: false,
    status: 404,
  });
});
