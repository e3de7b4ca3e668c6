import { GET as isRegistered } from "@/app/api/v1/auth/is-email-registered/[email]/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as logout } from "@/app/api/v1/auth/logout/route";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { GET as getUser } from "@/app/api/v1/users/[id]/route";
import { getDb } from "@/lib/server/db";
import { seedUser, seedWorkspace } from "@/prisma/seed/users";
import { call, cookieHeader, tokenPayload } from "../helpers/http";
import { recordQueries } from "../helpers/query-count";

type SignIn = {
  accessToken: string;
  user: { id: string; email: string; name: string };
  workspace: string | null;
};
const errorBody = (status: number, message: unknown) => ({
  statusCode: status,
  message,
  error: expect.any(String),
});

describe("POST /api/v1/auth/register", () => {
  it("creates the account, signs it in and never returns the password hash", async () => {
    const res = await call<SignIn>(register, {
      body: { email: " New@Example.com ", name: "New Person", password: "Secret#123" },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      email: "new@example.com",
      name: "New Person",
      image: null,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain("passwordHash");
    expect(tokenPayload(res.body.accessToken)).toMatchObject({
      email: "new@example.com",
      workspace: null,
      workspaces: 0,
    });
    expect(res.sessionCookie).toBeTruthy();
    const row = await getDb().user.findUnique({
      where: { email: "new@example.com" },
      omit: { passwordHash: false },
    });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(await getDb().session.count({ where: { userId: row?.id } })).toBe(1);
  });

  it("answers 409 with the spec's text for an e-mail that already has an account", async () => {
    const existing = await seedUser(getDb());
    const res = await call(register, {
      body: { email: existing.email.toUpperCase(), name: "Someone", password: "Secret#123" },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(errorBody(409, "There is an account associated with this email."));
  });

  it("answers 400 with every failing rule's text", async () => {
    const res = await call(register, { body: { email: "nope", name: "Al", password: "weak" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      errorBody(400, [
        "Invalid email",
        "Name must be at least 3 characters long.",
        "Your password doesn't meet the required criteria. Please try again using a combination of:",
      ]),
    );
  });

  it("answers 400, never 500, for missing fields, wrong types, huge strings and broken JSON", async () => {
    const usersBefore = await getDb().user.count();
    const missing = await call(register, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual(["Email is required", "Name is required", "Password is required"]);

    const wrongTypes = await call(register, { body: { email: 42, name: { a: 1 }, password: ["x"] } });
    expect(wrongTypes.status).toBe(400);

    const huge = await call(register, {
      body: { email: `${"a".repeat(5000)}@example.com`, name: "x".repeat(10000), password: "Secret#123" },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toEqual(["Invalid email", "Name must be at most 100 characters long."]);

    const broken = await call(register, { rawBody: "{not json" });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe("The request body must be valid JSON");

    const array = await call(register, { body: [1, 2] });
    expect(array.status).toBe(400);
    expect(await getDb().user.count()).toBe(usersBefore);
  });

  it("speaks Spanish to a browser that chose Spanish", async () => {
    const res = await call(register, {
      body: { email: "bad", name: "Ana Lopez", password: "Secret#123" },
      cookie: "NEXT_LOCALE=es",
    });
    expect(res.body.message).toBe("Correo electrónico no válido");
  });
});

describe("GET /api/v1/auth/is-email-registered/{email}", () => {
  it("tells whether an account exists, case-insensitively", async () => {
    const user = await seedUser(getDb());
    expect((await call(isRegistered, { params: { email: user.email.toUpperCase() } })).body).toEqual({
      registered: true,
    });
    expect((await call(isRegistered, { params: { email: "nobody@example.com" } })).body).toEqual({
      registered: false,
    });
  });

  it("answers 400 for something that is not an e-mail", async () => {
    const res = await call(isRegistered, { params: { email: "not-an-email" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid email");
  });
});

describe("POST /api/v1/auth/login", () => {
  it("returns an access token whose payload holds e-mail and workspace, plus the user", async () => {
    const user = await seedUser(getDb());
    const workspace = await seedWorkspace(getDb(), user.id);
    const res = await call<SignIn>(login, { body: { email: user.email, password: user.password } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, email: user.email, name: user.name });
    expect(tokenPayload(res.body.accessToken)).toMatchObject({
      email: user.email,
      workspace: workspace.id,
      sub: user.id,
    });
  });

  it("opens the last used workspace when the user has several", async () => {
    const user = await seedUser(getDb());
    await seedWorkspace(getDb(), user.id);
    const second = await seedWorkspace(getDb(), user.id);
    let res = await call<SignIn>(login, { body: { email: user.email, password: user.password } });
    expect(tokenPayload(res.body.accessToken)).toMatchObject({ workspace: null, workspaces: 2 });

    await getDb().user.update({ where: { id: user.id }, data: { lastWorkspaceId: second.id } });
    res = await call<SignIn>(login, { body: { email: user.email, password: user.password } });
    expect(tokenPayload(res.body.accessToken)).toMatchObject({ workspace: second.id, workspaces: 2 });
  });

  it("sets a persistent cookie with remember me and a browser-session cookie without", async () => {
    const user = await seedUser(getDb());
    const remembered = await call(login, {
      body: { email: user.email, password: user.password, remember: true },
    });
    expect(remembered.setCookie[0]).toMatch(/Max-Age=2592000/);
    expect(remembered.setCookie[0]).toMatch(/HttpOnly/);
    const browserOnly = await call(login, {
      body: { email: user.email, password: user.password, remember: false },
    });
    expect(browserOnly.setCookie[0]).not.toMatch(/Max-Age|Expires/);
    const sessions = await getDb().session.findMany({
      where: { userId: user.id },
      orderBy: { createdAt: "asc" },
    });
    expect(sessions.map((s) => s.remember).sort()).toEqual([false, true]);
  });

  it("answers 401 with one message for a wrong password and for an unknown e-mail", async () => {
    const user = await seedUser(getDb());
    const wrong = await call(login, { body: { email: user.email, password: "Wrong#123" } });
    const unknown = await call(login, { body: { email: "ghost@example.com", password: "Wrong#123" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(errorBody(401, "Invalid email or password"));
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.sessionCookie).toBeUndefined();
  });

  it("answers 400 for bad input", async () => {
    const res = await call(login, { body: { email: "", password: "", remember: "yes" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([
      "Email is required",
      "Password is required",
      "Remember me must be true or false",
    ]);
  });

  it("blocks an address after repeated failures with a 429 and Retry-After", async () => {
    const user = await seedUser(getDb());
    const attempt = () =>
      call(login, {
        body: { email: user.email, password: "Wrong#123" },
        headers: { "x-forwarded-for": "10.9.9.9" },
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Too many attempts. Please wait a minute and try again.");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Even the right password waits; another address is not affected.
    expect(
      (
        await call(login, {
          body: { email: user.email, password: user.password },
          headers: { "x-forwarded-for": "10.9.9.9" },
        })
      ).status,
    ).toBe(429);
    expect(
      (
        await call(login, {
          body: { email: user.email, password: user.password },
          headers: { "x-forwarded-for": "10.8.8.8" },
        })
      ).status,
    ).toBe(200);
  });
});

describe("sessions: GET /api/v1/users/{id} and POST /api/v1/auth/logout", () => {
  async function signedIn() {
    const user = await seedUser(getDb());
    const workspace = await seedWorkspace(getDb(), user.id, { name: "Acme" });
    const res = await call<SignIn>(login, { body: { email: user.email, password: user.password } });
    return { user, workspace, token: res.body.accessToken, cookie: cookieHeader(res.sessionCookie ?? "") };
  }

  it("serves the user's own profile to the bearer token and to the cookie", async () => {
    const { user, workspace, token, cookie } = await signedIn();
    const expected = {
      id: user.id,
      email: user.email,
      workspace: { id: workspace.id, name: "Acme", role: "owner" },
    };
    const byToken = await call(getUser, { token, params: { id: user.id } });
    expect(byToken.status).toBe(200);
    expect(byToken.body).toMatchObject(expected);
    expect((await call(getUser, { cookie, params: { id: user.id } })).body).toMatchObject(expected);
  });

  it("answers 401 without a session and for a forged or garbage token", async () => {
    const { user, token } = await signedIn();
    expect((await call(getUser, { params: { id: user.id } })).status).toBe(401);
    expect((await call(getUser, { token: "garbage", params: { id: user.id } })).status).toBe(401);
    const [header, , signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...tokenPayload(token), sub: "f".repeat(24) })).toString(
      "base64url",
    );
    expect(
      (await call(getUser, { token: `${header}.${forged}.${signature}`, params: { id: user.id } })).status,
    ).toBe(401);
    expect((await call(getUser, { cookie: cookieHeader("garbage"), params: { id: user.id } })).status).toBe(
      401,
    );
  });

  it("answers 404 for another user's id and 400 for a malformed id", async () => {
    const { token } = await signedIn();
    const other = await seedUser(getDb());
    expect((await call(getUser, { token, params: { id: other.id } })).status).toBe(404);
    const malformed = await call(getUser, { token, params: { id: "123" } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Invalid id");
  });

  it("logout ends the session: its token and cookie stop working, other sessions go on", async () => {
    const first = await signedIn();
    const second = await call<SignIn>(login, {
      body: { email: first.user.email, password: first.user.password },
    });
    const res = await call(logout, { method: "POST", token: first.token });
    expect(res.status).toBe(200);
    expect(res.setCookie[0]).toMatch(/next-auth.session-token=;.*Max-Age=0/);
    expect((await call(getUser, { token: first.token, params: { id: first.user.id } })).status).toBe(401);
    expect((await call(getUser, { cookie: first.cookie, params: { id: first.user.id } })).status).toBe(401);
    expect(
      (await call(getUser, { token: second.body.accessToken, params: { id: first.user.id } })).status,
    ).toBe(200);
    // Logging out twice, or without a session, is harmless.
    expect((await call(logout, { method: "POST", token: first.token })).status).toBe(200);
    expect((await call(logout, { method: "POST" })).status).toBe(200);
  });

  it("drops the workspace from the actor when the membership is gone", async () => {
    const { user, workspace, token } = await signedIn();
    await getDb().workspaceMember.deleteMany({ where: { workspaceId: workspace.id, userId: user.id } });
    expect((await call(getUser, { token, params: { id: user.id } })).body).toMatchObject({ workspace: null });
  });
});

describe("request bodies", () => {
  it("refuses a body over 1 MB with 413 before reading it", async () => {
    const res = await call(register, {
      rawBody: JSON.stringify({ email: "a@b.co", name: "x".repeat(1024 * 1024), password: "Secret#123" }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(errorBody(413, "The request body is too large"));
  });
});

describe("query counts", () => {
  it("resolves the actor and serves GET /users/{id} in two SQL statements", async () => {
    const user = await seedUser(getDb());
    await seedWorkspace(getDb(), user.id);
    const { body } = await call<SignIn>(login, { body: { email: user.email, password: user.password } });
    const { result, queries } = await recordQueries(() =>
      call(getUser, { token: body.accessToken, params: { id: user.id } }),
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ workspace: { role: "owner" } });
    expect(queries).toHaveLength(2); // the actor (one join) and the user row
  });
});
