import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { io as connect, type Socket } from "socket.io-client";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as logout } from "@/app/api/v1/auth/logout/route";
import { getDb } from "@/lib/server/db";
import { attachRealtime, userRoom } from "@/lib/realtime/socket-server";
import { seedUser } from "@/prisma/seed/users";
import { call } from "../helpers/http";

let server: Server;
let url: string;
let realtime: ReturnType<typeof attachRealtime>;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = createServer();
  realtime = attachRealtime(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await new Promise<void>((resolve) => void realtime.close(() => resolve()));
});

/** Resolves "connected" or the connect_error message. */
function open(options: { token?: string; cookie?: string }): Promise<{ outcome: string; socket: Socket }> {
  const socket = connect(url, {
    path: "/socket.io",
    transports: ["websocket"],
    auth: options.token ? { token: options.token } : {},
    extraHeaders: options.cookie ? { cookie: options.cookie } : {},
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.on("connect", () => resolve({ outcome: "connected", socket }));
    socket.on("connect_error", (error) => resolve({ outcome: error.message, socket }));
  });
}

async function signIn() {
  const user = await seedUser(getDb());
  const res = await call<{ accessToken: string }>(login, {
    body: { email: user.email, password: user.password },
  });
  return { user, token: res.body.accessToken, cookie: `next-auth.session-token=${res.sessionCookie}` };
}

describe("socket.io authentication", () => {
  it("accepts a bearer token or the session cookie and puts the socket in its user's room", async () => {
    const { user, token, cookie } = await signIn();
    expect((await open({ token })).outcome).toBe("connected");
    expect((await open({ cookie })).outcome).toBe("connected");
    const inRoom = await realtime.in(userRoom(user.id)).fetchSockets();
    expect(inRoom).toHaveLength(2);
  });

  it("refuses anonymous connections, garbage tokens and signed-out sessions", async () => {
    expect((await open({})).outcome).toBe("unauthorized");
    expect((await open({ token: "garbage" })).outcome).toBe("unauthorized");
    const { token } = await signIn();
    await call(logout, { method: "POST", token });
    expect((await open({ token })).outcome).toBe("unauthorized");
  });
});
