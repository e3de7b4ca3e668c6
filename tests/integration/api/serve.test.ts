// serve(contract, handler) (lib/server/api/serve.ts): the order of its checks, typed input, the
// contract's status, reply() and raw answers, the API-key mode with headers on every answer, and
// the check of every answer against the contract's response schema that the tests rely on.
import * as z from "@/lib/zod";
import { defineEndpoint, noContent, rawResponse } from "@/lib/contracts/endpoint";
import { idSchema } from "@/lib/schemas/common";
import { reply, serve } from "@/lib/server/api/serve";
import { call } from "../helpers/http";
import { seedTeam, type Team } from "../workspaces/helpers";

let team: Team;
beforeEach(async () => {
  team = await seedTeam();
});

const ID = "a".repeat(24);

const echo = defineEndpoint({
  method: "POST",
  path: "/api/v1/test/{thingId}",
  auth: "session",
  summary: "Echo",
  params: z.object({ thingId: idSchema }),
  query: z.object({ n: z.optional(z.coerce.number().check(z.int("validation.invalidInput"))) }),
  body: z.object({ name: z.string().check(z.minLength(1, "validation.nameRequired")) }),
  response: z.object({
    thingId: z.string(),
    n: z.nullable(z.number()),
    name: z.string(),
    userId: z.string(),
  }),
  status: 201,
});

const echoRoute = serve(echo, async ({ params, query, body, actor }) => ({
  thingId: params.thingId,
  n: query.n ?? null,
  name: body.name,
  userId: actor.userId,
}));

describe("serve", () => {
  it("hands the handler typed params, query, body and actor, and answers with the contract's status", async () => {
    const res = await call(echoRoute, {
      token: team.member.token,
      params: { thingId: ID.toUpperCase() },
      url: "http://localhost:3000/api/v1/test/x?n=3",
      body: { name: "Kite" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ thingId: ID, n: 3, name: "Kite", userId: team.member.user.id });
    expect(echoRoute.endpoint).toBe(echo);
  });

  it("checks the session before params, and params, query and body before the handler", async () => {
    // Signed out: 401 whatever else is wrong.
    const signedOut = await call(echoRoute, { params: { thingId: "nope" }, body: { name: "" } });
    expect(signedOut.status).toBe(401);
    const badId = await call(echoRoute, { token: team.member.token, params: { thingId: "nope" }, body: {} });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe("Invalid id");
    const badQuery = await call(echoRoute, {
      token: team.member.token,
      params: { thingId: ID },
      url: "http://localhost:3000/api/v1/test/x?n=1.5",
      body: { name: "Kite" },
    });
    expect(badQuery.status).toBe(400);
    const badBody = await call(echoRoute, {
      token: team.member.token,
      params: { thingId: ID },
      body: { name: "" },
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body.message).toBe("Name is required");
    const badJson = await call(echoRoute, {
      token: team.member.token,
      params: { thingId: ID },
      rawBody: "{",
    });
    expect(badJson.status).toBe(400);
  });

  it("refuses a cookie session's state change from another origin (403)", async () => {
    const res = await call(echoRoute, {
      params: { thingId: ID },
      body: { name: "Kite" },
      headers: { origin: "https://evil.example", cookie: "next-auth.session-token=x" },
    });
    expect(res.status).toBe(403);
  });

  it("answers 500 naming the field when an answer leaves its contract (so every test checks the contracts)", async () => {
    const strict = defineEndpoint({
      method: "GET",
      path: "/api/v1/test",
      auth: "public",
      summary: "Strict",
      response: z.object({ id: z.string() }),
    });
    const extra = serve(strict, async () => ({ id: "1", secret: "x" }));
    const extraRes = await call(extra);
    expect(extraRes.status).toBe(500);
    expect(extraRes.body.message).toContain("answer.secret is not declared");
    const wrong = serve(strict, async () => new Response(JSON.stringify({ id: 1 })));
    const wrongRes = await call(wrong);
    expect(wrongRes.status).toBe(500);
    expect(wrongRes.body.message).toContain("answered outside its contract");
    const ok = serve(strict, async () => reply({ id: "1" }, 202, { "x-kept": "yes" }));
    const okRes = await call(ok);
    expect(okRes.status).toBe(202);
    expect(okRes.headers.get("x-kept")).toBe("yes");
  });

  it("passes raw answers as they are and leaves error answers unchecked", async () => {
    const csv = defineEndpoint({
      method: "GET",
      path: "/api/v1/test.csv",
      auth: "public",
      summary: "CSV",
      response: rawResponse("text/csv"),
    });
    const res = await call(
      serve(csv, async () => new Response("a,b\n", { headers: { "content-type": "text/csv" } })),
    ).catch((error: unknown) => error);
    // The helper parses JSON; a CSV body is read as text by clients.
    expect(res).toBeInstanceOf(SyntaxError);
    const gone = defineEndpoint({
      method: "DELETE",
      path: "/api/v1/test",
      auth: "public",
      summary: "Gone",
      response: noContent,
    });
    const goneRes = await call(serve(gone, async () => new Response(null, { status: 204 })));
    expect(goneRes.status).toBe(204);
  });

  it("checks an API key after the params and puts the endpoint's headers on every answer, errors too", async () => {
    const keyed = defineEndpoint({
      method: "GET",
      path: "/api/v1/test/{thingId}",
      auth: "apiKey",
      summary: "Keyed",
      response: z.object({ key: z.string() }),
    });
    const route = serve<typeof keyed, string>(keyed, async ({ key }) => ({ key }), {
      authenticate: async (req) => (req.headers.get("x-api-key") === "k1" ? "owner-of-k1" : null),
      headers: async () => ({ vary: "Origin" }),
    });
    const refused = await call(route, { params: { thingId: ID }, headers: { "x-api-key": "k2" } });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe("A valid x-api-key header is required");
    expect(refused.headers.get("vary")).toBe("Origin");
    const allowed = await call(route, { params: { thingId: ID }, headers: { "x-api-key": "k1" } });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toEqual({ key: "owner-of-k1" });
    expect(allowed.headers.get("vary")).toBe("Origin");
  });
});

describe("a route without path segments", () => {
  it("answers when Next hands it no params at all (next dev)", async () => {
    const ping = defineEndpoint({
      method: "GET",
      path: "/api/v1/test/ping",
      auth: "public",
      summary: "Ping",
      response: z.object({ ok: z.literal(true) }),
    });
    const route = serve(ping, async () => ({ ok: true as const }));
    const { NextRequest } = await import("next/server");
    const res = await route(new NextRequest("http://localhost:3000/api/v1/test/ping"), {
      params: Promise.resolve(undefined as unknown as Record<string, string>),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
