import "server-only";
import { isIPv4, isIPv6 } from "node:net";

// The key every per-address rate limit counts a client under (requestMeta's `ip`). A provider gives
// one IPv6 subscriber a whole /64 (2^64 addresses), so counting by the full address would let one
// client rotate past any limit; the /64 prefix is the subscriber. IPv4 is counted by address, and an
// IPv4-mapped IPv6 address (a dual-stack socket's `::ffff:a.b.c.d`) is that IPv4 address.

/** An address without the brackets, port or zone a header or socket may carry. */
function bare(address: string): string {
  const trimmed = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed);
  if (bracketed) return bracketed[1]!;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(trimmed);
  if (v4WithPort) return v4WithPort[1]!;
  return trimmed.replace(/%[\w.-]+$/, "");
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail becomes two groups). */
function groups(address: string): number[] {
  let text = address.toLowerCase();
  const v4Tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4Tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * An IPv4 address as it is; an IPv6 address as its /64 prefix (`2001:db8:1:2::/64`), or as the IPv4
 * address it maps; anything else (`unknown`, a malformed value) unchanged.
 */
export function rateLimitKey(address: string): string {
  const value = bare(address);
  if (isIPv4(value)) return value;
  if (!isIPv6(value)) return address.trim();
  const g = groups(value);
  if (g.slice(0, 5).every((group) => group === 0) && g[5] === 0xffff)
    return [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join(".");
  return `${g
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
