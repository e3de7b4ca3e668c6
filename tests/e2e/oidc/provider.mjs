// A small OpenID Connect provider for the end-to-end tests of single sign-on (issue 39): discovery,
// the authorization code flow with PKCE (S256), RS256 ID tokens, userinfo and JWKS, one registered
// client (with one redirect URI or several). Its sign-in page asks for the e-mail and name to sign in as (and whether the address is
// verified), so a test chooses who signs in. Run by playwright.config.ts beside the app:
//   node tests/e2e/oidc/provider.mjs   (OIDC_TEST_PORT, OIDC_TEST_CLIENT_ID, OIDC_TEST_CLIENT_SECRET,
//   OIDC_TEST_REDIRECT_URI, comma separated for several). Test tooling only: codes and tokens live in memory.
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { createServer } from "node:http";

const port = Number(process.env.OIDC_TEST_PORT ?? 3190);
const issuer = `http://127.0.0.1:${port}`;
const client = {
  id: process.env.OIDC_TEST_CLIENT_ID ?? "suite-e2e",
  secret: process.env.OIDC_TEST_CLIENT_SECRET ?? "suite-e2e-secret",
  redirectUris: (process.env.OIDC_TEST_REDIRECT_URI ?? "http://localhost:3100/api/auth/callback/oidc")
    .split(",")
    .map((uri) => uri.trim()),
};
const knownRedirect = (uri) => client.redirectUris.includes(uri ?? "");

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const kid = randomBytes(8).toString("hex");
const jwk = { ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" };

/** code → what it was issued for; access token → claims. One use each. */
const codes = new Map();
const accessTokens = new Map();

const b64url = (value) => Buffer.from(value).toString("base64url");
const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );

function idToken(claims) {
  const header = b64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid }));
  const payload = b64url(JSON.stringify(claims));
  const signature = sign("RSA-SHA256", Buffer.from(`${header}.${payload}`), privateKey).toString("base64url");
  return `${header}.${payload}.${signature}`;
}

function send(res, status, body, headers = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, {
    "content-type": typeof body === "string" ? "text/html; charset=utf-8" : "application/json",
    "cache-control": "no-store",
    ...headers,
  });
  res.end(text);
}

async function readForm(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function signInPage(params) {
  const hidden = [...params]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return `<!doctype html><html lang="en"><head><title>Test identity provider</title></head><body>
<main><h1>Test identity provider</h1><form method="post" action="/authorize/login">${hidden}
<label>E-mail <input name="email" type="email" required></label>
<label>Name <input name="name" type="text"></label>
<label><input name="verified" type="checkbox" value="true" checked> Address verified</label>
<button type="submit">Sign in</button></form></main></body></html>`;
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", issuer);
  try {
    if (req.method === "GET" && url.pathname === "/health") return send(res, 200, { ok: true });
    if (req.method === "GET" && url.pathname === "/.well-known/openid-configuration")
      return send(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        grant_types_supported: ["authorization_code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        scopes_supported: ["openid", "email", "profile"],
        token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
        code_challenge_methods_supported: ["S256"],
        claims_supported: ["sub", "email", "email_verified", "name"],
      });
    if (req.method === "GET" && url.pathname === "/jwks") return send(res, 200, { keys: [jwk] });
    if (req.method === "GET" && url.pathname === "/authorize") {
      const q = url.searchParams;
      if (q.get("client_id") !== client.id || !knownRedirect(q.get("redirect_uri")))
        return send(res, 400, "<p>Unknown client or redirect URI</p>");
      if (
        q.get("response_type") !== "code" ||
        q.get("code_challenge_method") !== "S256" ||
        !q.get("code_challenge")
      )
        return send(res, 400, "<p>The code flow with PKCE (S256) is required</p>");
      return send(res, 200, signInPage(q));
    }
    if (req.method === "POST" && url.pathname === "/authorize/login") {
      const form = await readForm(req);
      if (form.get("client_id") !== client.id || !knownRedirect(form.get("redirect_uri")))
        return send(res, 400, "<p>Unknown client or redirect URI</p>");
      const code = randomBytes(24).toString("base64url");
      const email = (form.get("email") ?? "").trim().toLowerCase();
      codes.set(code, {
        redirectUri: form.get("redirect_uri"),
        challenge: form.get("code_challenge"),
        nonce: form.get("nonce"),
        claims: {
          sub: createHash("sha256").update(email).digest("hex").slice(0, 24),
          email,
          email_verified: form.get("verified") === "true",
          name: form.get("name") || email,
        },
      });
      const back = new URL(form.get("redirect_uri"));
      back.searchParams.set("code", code);
      if (form.get("state")) back.searchParams.set("state", form.get("state"));
      back.searchParams.set("iss", issuer);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === "POST" && url.pathname === "/token") {
      const form = await readForm(req);
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      const [id, secret] = basic
        ? Buffer.from(basic, "base64").toString("utf8").split(":").map(decodeURIComponent)
        : [form.get("client_id"), form.get("client_secret")];
      if (id !== client.id || secret !== client.secret) return send(res, 401, { error: "invalid_client" });
      const issued = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      if (
        form.get("grant_type") !== "authorization_code" ||
        !issued ||
        form.get("redirect_uri") !== issued.redirectUri
      )
        return send(res, 400, { error: "invalid_grant" });
      const verifier = form.get("code_verifier") ?? "";
      if (createHash("sha256").update(verifier).digest("base64url") !== issued.challenge)
        return send(res, 400, { error: "invalid_grant", error_description: "PKCE verification failed" });
      const now = Math.floor(Date.now() / 1000);
      const accessToken = randomBytes(24).toString("base64url");
      accessTokens.set(accessToken, issued.claims);
      return send(res, 200, {
        access_token: accessToken,
        token_type: "Bearer",
        expires_in: 300,
        scope: "openid email profile",
        id_token: idToken({
          iss: issuer,
          aud: client.id,
          iat: now,
          exp: now + 300,
          ...(issued.nonce ? { nonce: issued.nonce } : {}),
          ...issued.claims,
        }),
      });
    }
    if (req.method === "GET" && url.pathname === "/userinfo") {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      const claims = token ? accessTokens.get(token) : undefined;
      return claims ? send(res, 200, claims) : send(res, 401, { error: "invalid_token" });
    }
    send(res, 404, { error: "not_found" });
  } catch (error) {
    send(res, 500, { error: String(error) });
  }
});

server.listen(port, "127.0.0.1", () => console.log(`test OIDC provider on ${issuer}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
