import "server-only";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { BlockList, isIP } from "node:net";
import { env } from "@/lib/server/env";
import { webhookTimeoutMs } from "./breaker-state";

// The transport of the one webhook service (service.ts): a POST that reaches public addresses only
// (the address connected to is checked, so DNS rebinding does not pass), follows no redirect and
// gives up after WEBHOOK_TIMEOUT_MS (webhookTimeoutMs). Signing is signing.ts's.

// Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE: this network, loopback, private
// ranges, carrier-grade NAT, link-local (cloud metadata), multicast and reserved.
const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(net, prefix, "ipv4");
// IPv6: unspecified, loopback and IPv4-compatible (::/96), NAT64 of IPv4 (64:ff9b::/96), unique local,
// link-local, multicast. IPv4-mapped ones (::ffff:a.b.c.d) are checked against the IPv4 list.
for (const [net, prefix] of [
  ["::", 96],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(net, prefix, "ipv6");

/** Whether an address is private, loopback, link-local or otherwise not public (IPv4-mapped too). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

export class WebhookRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookRefusedError";
  }
}

/** Whether a URL may be a webhook's address here: https, or http and private ones when allowed. */
export function webhookUrlAllowed(url: string): boolean {
  const parsed = new URL(url);
  if (parsed.protocol === "https:") return true;
  return parsed.protocol === "http:" && env().WEBHOOK_ALLOW_PRIVATE;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * DNS resolution that refuses private targets at connect time: the address checked is the address
 * connected to, so a name that resolves publicly once and privately later (rebinding) is refused.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, "");
      const refused = !allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address));
      if (refused || addresses.length === 0)
        return callback(new WebhookRefusedError(`address of ${hostname} is not public`), "");
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export interface WebhookResult {
  ok: boolean;
  /** The HTTP status, a time-out or a refusal, in English (stored in the delivery's log). */
  error: string | null;
  status: number | null;
  /** How long the attempt took, in milliseconds. */
  durationMs: number;
  /** The start of the receiver's answer (RESPONSE_KEPT_BYTES at most), for the delivery log. */
  response?: string | null;
}

/** How much of a receiver's answer the delivery log keeps. */
export const RESPONSE_KEPT_BYTES = 2_048;

/**
 * POSTs a JSON text with the given headers (the signature's among them), no redirects followed, at
 * most WEBHOOK_TIMEOUT_MS in all. 2xx is success. Never throws.
 */
export function postWebhook(input: {
  url: string;
  payload: string;
  headers: Record<string, string>;
}): Promise<WebhookResult> {
  const { WEBHOOK_ALLOW_PRIVATE } = env();
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    return Promise.resolve({ ok: false, error: "invalid URL", status: null, durationMs: 0 });
  }
  if (!webhookUrlAllowed(input.url))
    return Promise.resolve({
      ok: false,
      error: "only https:// addresses are allowed",
      status: null,
      durationMs: 0,
    });
  // A literal address is connected to without a lookup: check it here.
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (!WEBHOOK_ALLOW_PRIVATE && isIP(literal) !== 0 && isPrivateAddress(literal))
    return Promise.resolve({
      ok: false,
      error: `refused: address ${literal} is not public`,
      status: null,
      durationMs: 0,
    });
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  const timeoutMs = webhookTimeoutMs();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<WebhookResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const req = send(
      url,
      {
        method: "POST",
        lookup: guardedLookup(WEBHOOK_ALLOW_PRIVATE) as never,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(input.payload),
          "user-agent": "Suite-Webhook/2",
          ...input.headers,
        },
      },
      (res) => {
        // The answer's first RESPONSE_KEPT_BYTES are kept for the delivery log; the rest is drained
        // so the socket is released.
        const kept: Buffer[] = [];
        let keptBytes = 0;
        res.on("data", (chunk: Buffer) => {
          if (keptBytes >= RESPONSE_KEPT_BYTES) return;
          const part = chunk.subarray(0, RESPONSE_KEPT_BYTES - keptBytes);
          kept.push(part);
          keptBytes += part.length;
        });
        const response = () => (keptBytes ? Buffer.concat(kept).toString("utf8") : null);
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          finish(
            status >= 200 && status < 300
              ? { ok: true, error: null, status, response: response() }
              : { ok: false, error: `HTTP ${status}`, status, response: response() },
          );
        });
        res.on("error", (error) =>
          finish({ ok: false, error: error.message, status: res.statusCode ?? null, response: response() }),
        );
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, error: `no answer within ${timeoutMs / 1000} s`, status: null });
      req.destroy();
    }, timeoutMs);
    req.on("error", (error) =>
      finish({
        ok: false,
        error: error instanceof WebhookRefusedError ? `refused: ${error.message}` : error.message,
        status: null,
      }),
    );
    req.end(input.payload);
  });
}
