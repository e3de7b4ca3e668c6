import * as z from "@/lib/zod";
import { defineEndpoint, pageSchema, urlOf } from "@/lib/contracts/endpoint";

const endpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/things/{thingId}/files/{key}",
  auth: "session",
  summary: "A file",
  response: z.object({ ok: z.boolean() }),
});

describe("urlOf", () => {
  it("fills each param encoded, keeping a catch-all's slashes", () => {
    expect(urlOf(endpoint, { thingId: "a b", key: "dir/ä?.png" })).toBe(
      "/api/v1/things/a%20b/files/dir/%C3%A4%3F.png",
    );
  });

  it("adds the query without empty values, objects as JSON", () => {
    expect(
      urlOf(
        endpoint,
        { thingId: "1", key: "k" },
        { q: "x y", empty: "", none: undefined, n: 2, me: true, f: [1] },
      ),
    ).toBe("/api/v1/things/1/files/k?q=x+y&n=2&me=true&f=%5B1%5D");
  });

  it("refuses a missing param", () => {
    expect(() => urlOf(endpoint, { thingId: "1" })).toThrow("missing param key");
  });
});

describe("pageSchema", () => {
  it("is the one page shape: data and the next cursor", () => {
    const schema = pageSchema(z.string());
    expect(z.safeParse(schema, { data: ["a"], nextCursor: null }).success).toBe(true);
    expect(z.safeParse(schema, { data: [1], nextCursor: null }).success).toBe(false);
    expect(z.safeParse(schema, { data: [] }).success).toBe(false);
  });
});
