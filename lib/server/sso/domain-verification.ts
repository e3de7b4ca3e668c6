import "server-only";
import { createHmac } from "node:crypto";
import { Resolver } from "node:dns/promises";
import { ssoEnv } from "@/lib/server/env";
import { derivedKey } from "@/lib/server/security/derived-key";
import { SSO_VERIFICATION_HOST } from "@/lib/sso/types";

// A workspace proves it holds an e-mail domain the way Google Workspace, GitHub and Atlassian ask:
// a TXT record at `_suite-verification.<domain>` with a text only this server can make for this
// workspace (an HMAC of its id under a key derived from AUTH_SECRET, so nothing is stored). Its own
// provider then signs in addresses at that domain: without the proof, a workspace could claim
// someone else's domain and have its provider vouch for their addresses.

/** How long one lookup may take. */
const LOOKUP_TIMEOUT_MS = 5_000;

/** The TXT record's text for a workspace. */
export function verificationValue(workspaceId: string): string {
  const mac = createHmac("sha256", derivedKey("sso-domain-verification"))
    .update(workspaceId)
    .digest("base64url");
  return `suite-verification=${mac.slice(0, 32)}`;
}

/** The name whose TXT record is looked up for a domain. */
export const verificationName = (domain: string) => `${SSO_VERIFICATION_HOST}.${domain}`;

function resolver(): Resolver {
  const resolver = new Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: 2 });
  const servers = ssoEnv()
    .DNS_SERVERS?.split(",")
    .map((server) => server.trim())
    .filter(Boolean);
  if (servers?.length) resolver.setServers(servers);
  return resolver;
}

/**
 * Whether the domain's verification name has a TXT record with the workspace's text (a record split
 * in several strings is joined, as DNS does). A name with no record, or no answer, is false.
 */
export async function domainProven(workspaceId: string, domain: string): Promise<boolean> {
  const expected = verificationValue(workspaceId);
  try {
    const records = await resolver().resolveTxt(verificationName(domain));
    return records.some((parts) => parts.join("").trim() === expected);
  } catch {
    return false;
  }
}
