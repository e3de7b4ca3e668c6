import { rateLimitKey } from "@/lib/server/security/client-key";

// Rate limits count a client under this key: an IPv4 address as it is, an IPv6 address by its /64
// prefix (one subscriber's whole allocation), so a client cannot dodge a limit by rotating through
// the 2^64 addresses its provider gives it.
describe("the key a client's rate limits are counted under", () => {
  it("is an IPv4 address itself", () => {
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey(" 10.0.0.1 ")).toBe("10.0.0.1");
    expect(rateLimitKey("203.0.113.9:51234")).toBe("203.0.113.9");
  });

  it("is the /64 prefix of an IPv6 address, however it is written", () => {
    const key = "2001:db8:85a3:8d3::/64";
    expect(rateLimitKey("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe(key);
    expect(rateLimitKey("2001:0DB8:85A3:08D3:ffff:ffff:ffff:ffff")).toBe(key);
    expect(rateLimitKey("2001:db8:85a3:8d3::1")).toBe(key);
    expect(rateLimitKey("[2001:db8:85a3:8d3::2]:443")).toBe(key);
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateLimitKey("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    // Another /64 is another client.
    expect(rateLimitKey("2001:db8:85a3:8d4::1")).not.toBe(key);
  });

  it("is the IPv4 address of an IPv4-mapped (or compatible-written) IPv6 address", () => {
    expect(rateLimitKey("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(rateLimitKey("::FFFF:203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("::ffff:cb00:7109")).toBe("203.0.113.9");
    expect(rateLimitKey("0:0:0:0:0:ffff:cb00:7109")).toBe("203.0.113.9");
    expect(rateLimitKey("[::ffff:10.0.0.1]:8080")).toBe("10.0.0.1");
  });

  it("keeps anything that is not an address as it was sent (never throws)", () => {
    expect(rateLimitKey("unknown")).toBe("unknown");
    expect(rateLimitKey("")).toBe("");
    expect(rateLimitKey("1.2.3.4.5")).toBe("1.2.3.4.5");
    expect(rateLimitKey("2001:db8:::1")).toBe("2001:db8:::1");
  });
});
