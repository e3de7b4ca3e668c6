import "server-only";
import { Agent as HttpAgent } from "node:http";
import { Agent as HttpsAgent } from "node:https";
import type { Socket } from "node:net";
import { custom, Issuer, type BaseClient, type HttpOptions } from "openid-client";
import { appUrl, ssoEnv } from "@/lib/server/env";
import { guardedLookup } from "@/lib/server/webhooks/webhook";

// The client of a workspace's own OpenID Connect provider (issue 39): its owner typed the issuer, so
// every request to it is an outbound request to an address we do not trust. It reaches public
// addresses only (checked at connect time, as webhooks are) unless SSO_ALLOW_PRIVATE_ISSUERS, gives up
// after OUTBOUND_TIMEOUT_MS and reads at most OUTBOUND_MAX_BYTES of an answer. next-auth's own
// provider (OIDC_*, set by the server's operator) is not affected: the options are set on our
// issuers and clients only.

/** How long a request to a workspace's provider may take, in all. */
const OUTBOUND_TIMEOUT_MS = 8_000;
/** The most an answer of a provider may be (a discovery document or a key set is a few kilobytes). */
const OUTBOUND_MAX_BYTES = 1024 * 1024;
/** How long a discovered provider is kept before it is read again. */
const DISCOVERY_TTL_MS = 10 * 60_000;

/** The address the providers send people back to; registered at each provider. */
export const ssoCallbackUrl = () => `${appUrl()}/auth/sso/callback`;

/** A socket that is ended once it has received more than OUTBOUND_MAX_BYTES or taken too long. */
function capped(socket: Socket): Socket {
  let received = 0;
  socket.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received > OUTBOUND_MAX_BYTES) socket.destroy(new Error("the provider's answer is too large"));
  });
  const deadline = setTimeout(
    () => socket.destroy(new Error("the provider took too long")),
    OUTBOUND_TIMEOUT_MS,
  );
  deadline.unref();
  socket.once("close", () => clearTimeout(deadline));
  return socket;
}

type CreateConnection = (options: object, callback?: unknown) => Socket;

/** The agent, its sockets capped (`capped`). */
function cappedAgent<A extends HttpAgent>(agent: A): A {
  const holder = agent as unknown as { createConnection: CreateConnection };
  const create = holder.createConnection.bind(agent);
  holder.createConnection = (options, callback) => capped(create(options, callback));
  return agent;
}

const agents = { http: cappedAgent(new HttpAgent()), https: cappedAgent(new HttpsAgent()) };

/** The request options of every call to a workspace's provider. */
function httpOptions(url: URL): HttpOptions {
  const allowPrivate = ssoEnv().SSO_ALLOW_PRIVATE_ISSUERS;
  return {
    agent: url.protocol === "https:" ? agents.https : agents.http,
    lookup: guardedLookup(allowPrivate) as HttpOptions["lookup"],
    timeout: OUTBOUND_TIMEOUT_MS,
    headers: { "user-agent": "Suite-SSO/1" },
  };
}

/** Whether an issuer may be used: https without credentials (http only when private issuers are allowed). */
export function issuerAllowed(issuer: string): boolean {
  const url = new URL(issuer);
  if (url.username || url.password) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && ssoEnv().SSO_ALLOW_PRIVATE_ISSUERS);
}

/** Discovery through our options: the class's static options serve `discover`, the instance's the rest. */
class GuardedIssuer extends Issuer<BaseClient> {}
(GuardedIssuer as unknown as Record<symbol, unknown>)[custom.http_options] = httpOptions;

const discovered = new Map<string, { issuer: Issuer<BaseClient>; at: number }>();

/**
 * The provider's metadata from `<issuer>/.well-known/openid-configuration`, kept DISCOVERY_TTL_MS.
 * The document must name the same issuer (openid-client checks it against the address read).
 */
export async function discover(issuerUrl: string, fresh = false): Promise<Issuer<BaseClient>> {
  const key = issuerUrl.replace(/\/$/, "");
  const kept = discovered.get(key);
  if (!fresh && kept && Date.now() - kept.at < DISCOVERY_TTL_MS) return kept.issuer;
  const issuer = await GuardedIssuer.discover(key);
  (issuer as unknown as Record<symbol, unknown>)[custom.http_options] = httpOptions;
  const metadata = issuer.metadata;
  if (!metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.jwks_uri)
    throw new Error("the discovery document lacks an authorization, token or key set endpoint");
  if (discovered.size > 500) discovered.clear();
  discovered.set(key, { issuer, at: Date.now() });
  return issuer;
}

/** The client of a workspace's provider: the authorization code flow, its secret by POST or basic. */
export async function providerClient(provider: {
  issuer: string;
  clientId: string;
  clientSecret: string;
}): Promise<BaseClient> {
  const issuer = await discover(provider.issuer);
  const client = new issuer.Client({
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
    redirect_uris: [ssoCallbackUrl()],
    response_types: ["code"],
  });
  (client as unknown as Record<symbol, unknown>)[custom.http_options] = httpOptions;
  return client;
}
