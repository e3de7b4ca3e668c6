// The connected domain, its API key (shown once, hashed at rest, rotatable; module admins only) and
// the public content API: key required, published content only, this module only, CORS for the
// connected domain only, ETag/304, keyset pages stable while more content is published.
import { createHash } from "node:crypto";
import { PATCH as patchCategoryRoute } from "@/app/api/v1/content-hub/[moduleId]/categories/[categoryId]/route";
import {
  GET as domainsRoute,
  POST as createDomainRoute,
} from "@/app/api/v1/content-hub/[moduleId]/domain/route";
import {
  DELETE as deleteDomainRoute,
  PATCH as patchDomainRoute,
} from "@/app/api/v1/content-hub/[moduleId]/domain/[domainId]/route";
import { POST as createPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/route";
import { POST as publishPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/publish/route";
import { PATCH as patchPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/route";
import { POST as createProductRoute } from "@/app/api/v1/content-hub/[moduleId]/products/route";
import { POST as publishProductRoute } from "@/app/api/v1/content-hub/[moduleId]/products/[productId]/publish/route";
import { POST as createCategoryRoute } from "@/app/api/v1/content-hub/[moduleId]/categories/route";
import {
  GET as publicPostsRoute,
  OPTIONS as publicPostsPreflight,
} from "@/app/api/v1/public/content-hub/[moduleId]/blogs/route";
import { GET as publicPostRoute } from "@/app/api/v1/public/content-hub/[moduleId]/blogs/[idOrSlug]/route";
import { GET as publicProductsRoute } from "@/app/api/v1/public/content-hub/[moduleId]/products/route";
import { GET as publicProductRoute } from "@/app/api/v1/public/content-hub/[moduleId]/products/[idOrSlug]/route";
import { GET as publicCategoriesRoute } from "@/app/api/v1/public/content-hub/[moduleId]/categories/route";
import type {
  CategoryNode,
  DomainInfo,
  DomainWithKey,
  Post,
  Product,
  PublicPost,
} from "@/modules/content-hub/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import { getDb } from "@/lib/server/db";
import { call, type CallResult } from "../helpers/http";
import { recordQueries } from "../helpers/query-count";
import { errorBody, type Caller } from "../workspaces/helpers";
import { hit, seedHub, type Hub } from "./helpers";

let hub: Hub;
beforeEach(async () => {
  hub = await seedHub();
});

type Handler = Parameters<typeof call>[0];

const connect = (c: Caller, body: unknown, moduleId = hub.moduleId) =>
  hit<DomainWithKey>(createDomainRoute, c, { params: { moduleId }, body });

/** A public API call: no session, the key in x-api-key. */
function pub<T>(
  handler: Handler,
  options: {
    key?: string;
    path?: Record<string, string>;
    query?: Record<string, string>;
    headers?: Record<string, string>;
    method?: string;
    moduleId?: string;
  },
): Promise<CallResult<T>> {
  const moduleId = options.moduleId ?? hub.moduleId;
  return call<T>(handler, {
    method: options.method ?? "GET",
    params: { moduleId, ...options.path },
    headers: { ...(options.key ? { "x-api-key": options.key } : {}), ...options.headers },
    url: `http://localhost:3000/api/v1/public/content-hub/${moduleId}/x?${new URLSearchParams(options.query ?? {})}`,
  });
}

async function publishedPost(
  title: string,
  body: Record<string, unknown> = {},
  moduleId = hub.moduleId,
  c = hub.team.member,
) {
  const post = (await hit<Post>(createPostRoute, c, { params: { moduleId }, body: { title } })).body;
  if (Object.keys(body).length > 0)
    await hit(patchPostRoute, c, { method: "PATCH", params: { moduleId, blogId: post.id }, body });
  await hit(publishPostRoute, c, { method: "POST", params: { moduleId, blogId: post.id } });
  return post;
}

describe("the connected domain and its API key", () => {
  it("is managed by module admins only; the key is shown once and stored hashed", async () => {
    expect((await connect(hub.team.member, { domain: "https://www.acme.com" })).status).toBe(403);
    expect((await connect(hub.team.viewer, { domain: "https://www.acme.com" })).status).toBe(403);
    expect((await connect(hub.team.guest, { domain: "https://www.acme.com" })).status).toBe(404);
    const created = await connect(hub.team.admin, { domain: "https://www.acme.com/", developerMode: true });
    expect(created.status).toBe(201);
    const key = created.body.apiKey!;
    expect(key).toMatch(/^chk_[\w-]{43}$/);
    expect(created.body).toMatchObject({
      domain: "https://www.acme.com",
      apiKeyLast4: key.slice(-4),
      developerMode: true,
      active: true,
    });

    const stored = await getDb().contentHubDomain.findFirstOrThrow({ where: { moduleId: hub.moduleId } });
    expect(stored.apiKeyHash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(key);

    // Readers see the domain and the key's last 4 characters, never the key.
    const listed = await hit<DomainInfo[]>(domainsRoute, hub.team.viewer, {
      params: { moduleId: hub.moduleId },
    });
    expect(listed.body).toEqual([expect.objectContaining({ apiKeyLast4: key.slice(-4) })]);
    expect(JSON.stringify(listed.body)).not.toContain(key);
  });

  it("validates the address with the spec's messages", async () => {
    const problem = async (domain: unknown) => (await connect(hub.team.admin, { domain })).body;
    expect(await problem("")).toEqual(errorBody(400, "Invalid url"));
    expect(await problem("http://acme.com")).toEqual(errorBody(400, "Invalid URL"));
    expect(await problem("https://acme")).toEqual(errorBody(400, "Invalid domain name"));
    expect(await problem("https://acme.com/blog")).toEqual(errorBody(400, "Invalid URL format"));
  });

  it("rotates the key (the old one stops working) and a new domain replaces the old one", async () => {
    const first = (await connect(hub.team.admin, { domain: "https://acme.com" })).body;
    await publishedPost("Hello");
    expect((await pub(publicPostsRoute, { key: first.apiKey! })).status).toBe(200);

    const rotated = await hit<DomainWithKey>(patchDomainRoute, hub.team.admin, {
      method: "PATCH",
      params: { moduleId: hub.moduleId, domainId: first.id },
      body: { rotateKey: true },
    });
    expect(rotated.body.apiKey).not.toBe(first.apiKey);
    expect((await pub(publicPostsRoute, { key: first.apiKey! })).status).toBe(401);
    expect((await pub(publicPostsRoute, { key: rotated.body.apiKey! })).status).toBe(200);
    const renamed = await hit<DomainWithKey>(patchDomainRoute, hub.team.admin, {
      method: "PATCH",
      params: { moduleId: hub.moduleId, domainId: first.id },
      body: { domain: "https://shop.acme.com" },
    });
    expect(renamed.body).toMatchObject({ domain: "https://shop.acme.com", apiKey: null });

    const second = (await connect(hub.team.admin, { domain: "https://new.acme.com" })).body;
    expect(await getDb().contentHubDomain.count({ where: { moduleId: hub.moduleId } })).toBe(1);
    expect((await pub(publicPostsRoute, { key: rotated.body.apiKey! })).status).toBe(401);
    expect((await pub(publicPostsRoute, { key: second.apiKey! })).status).toBe(200);

    // Inactive: the key answers 401.
    await hit(patchDomainRoute, hub.team.admin, {
      method: "PATCH",
      params: { moduleId: hub.moduleId, domainId: second.id },
      body: { active: false },
    });
    expect((await pub(publicPostsRoute, { key: second.apiKey! })).status).toBe(401);
    expect(
      (
        await hit(deleteDomainRoute, hub.team.member, {
          method: "DELETE",
          params: { moduleId: hub.moduleId, domainId: second.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await hit(deleteDomainRoute, hub.team.admin, {
          method: "DELETE",
          params: { moduleId: hub.moduleId, domainId: second.id },
        })
      ).body,
    ).toEqual({ id: second.id });
  });
});

describe("the public content API", () => {
  let key: string;
  beforeEach(async () => {
    key = (await connect(hub.team.admin, { domain: "https://www.acme.com" })).body.apiKey!;
  });

  it("needs the module's key", async () => {
    expect((await pub(publicPostsRoute, {})).body).toEqual(
      errorBody(401, "A valid x-api-key header is required"),
    );
    expect((await pub(publicPostsRoute, { key: `${key}x` })).status).toBe(401);
    // Another module's key does not open this one.
    const other = await seedHub("Other Co");
    const otherKey = (await connect(other.team.owner, { domain: "https://other.com" }, other.moduleId)).body
      .apiKey!;
    expect((await pub(publicPostsRoute, { key: otherKey })).status).toBe(401);
    expect((await pub(publicPostsRoute, { key, moduleId: "zzz" })).status).toBe(401);
  });

  it("shows published content of this module only, by id or slug, never drafts", async () => {
    const news = (
      await hit<CategoryNode>(createCategoryRoute, hub.team.member, {
        params: { moduleId: hub.moduleId },
        body: { name: "News", contentType: "blog" },
      })
    ).body;
    const live = await publishedPost("Live post", {
      categories: [news.id],
      tags: ["launch"],
      content: "<p>Body</p>",
    });
    const draft = (
      await hit<Post>(createPostRoute, hub.team.member, {
        params: { moduleId: hub.moduleId },
        body: { title: "Secret draft" },
      })
    ).body;
    const other = await seedHub("Other Co");
    await publishedPost("Theirs", {}, other.moduleId, other.team.owner);

    const list = await pub<Page<PublicPost>>(publicPostsRoute, { key });
    expect(list.status).toBe(200);
    expect(list.body.data.map((p) => p.title)).toEqual(["Live post"]);
    expect(list.body.data[0]).toMatchObject({
      slug: "live-post",
      categories: [{ id: news.id, name: "News", slug: "news" }],
      tags: ["launch"],
    });
    expect(list.body.data[0]).not.toHaveProperty("content");
    expect(
      (await pub<Page<PublicPost>>(publicPostsRoute, { key, query: { category: "news" } })).body.data,
    ).toHaveLength(1);
    expect(
      (await pub<Page<PublicPost>>(publicPostsRoute, { key, query: { category: news.id } })).body.data,
    ).toHaveLength(1);
    expect(
      (await pub<Page<PublicPost>>(publicPostsRoute, { key, query: { tag: "other" } })).body.data,
    ).toHaveLength(0);
    expect(
      (await pub<Page<PublicPost>>(publicPostsRoute, { key, query: { q: "LIVE" } })).body.data,
    ).toHaveLength(1);

    const bySlug = await pub<PublicPost>(publicPostRoute, { key, path: { idOrSlug: "live-post" } });
    expect(bySlug.body).toMatchObject({ id: live.id, content: "<p>Body</p>" });
    expect((await pub<PublicPost>(publicPostRoute, { key, path: { idOrSlug: live.id } })).body.id).toBe(
      live.id,
    );
    expect((await pub(publicPostRoute, { key, path: { idOrSlug: draft.id } })).status).toBe(404);
    expect((await pub(publicPostRoute, { key, path: { idOrSlug: draft.slug } })).status).toBe(404);
    expect((await pub(publicPostRoute, { key, path: { idOrSlug: "theirs" } })).status).toBe(404);
  });

  it("serves products and the active category tree", async () => {
    const shoes = (
      await hit<CategoryNode>(createCategoryRoute, hub.team.member, {
        params: { moduleId: hub.moduleId },
        body: { name: "Shoes", contentType: "product" },
      })
    ).body;
    await hit(createCategoryRoute, hub.team.member, {
      params: { moduleId: hub.moduleId },
      body: { name: "Boots", contentType: "product", parent: shoes.id },
    });
    await hit(createCategoryRoute, hub.team.member, {
      params: { moduleId: hub.moduleId },
      body: { name: "Hidden", contentType: "product", isActive: false },
    });
    const product = (
      await hit<Product>(createProductRoute, hub.team.member, {
        params: { moduleId: hub.moduleId },
        body: {
          name: "Trail",
          price: 10.5,
          categories: [shoes.id],
          metadata: { customFields: [{ section: "features", title: "F", items: [{ title: "Light" }] }] },
        },
      })
    ).body;
    await hit<Product>(createProductRoute, hub.team.member, {
      params: { moduleId: hub.moduleId },
      body: { name: "Draft product" },
    });
    await hit(publishProductRoute, hub.team.member, {
      method: "POST",
      params: { moduleId: hub.moduleId, productId: product.id },
    });

    const list = await pub<Page<{ name: string; price: number }>>(publicProductsRoute, {
      key,
      query: { category: "shoes" },
    });
    expect(list.body.data).toEqual([expect.objectContaining({ name: "Trail", price: 10.5 })]);
    const one = await pub<{ customFields: unknown[] }>(publicProductRoute, {
      key,
      path: { idOrSlug: "trail" },
    });
    expect(one.body.customFields).toHaveLength(1);
    const categories = await pub<CategoryNode[]>(publicCategoriesRoute, {
      key,
      query: { contentType: "product" },
    });
    expect(categories.body.map((n) => n.name)).toEqual(["Shoes"]);
    expect(categories.body[0]!.children.map((n) => n.name)).toEqual(["Boots"]);
  });

  it("answers 304 to a matching If-None-Match, with Cache-Control", async () => {
    await publishedPost("Hello");
    const first = await pub(publicPostsRoute, { key });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w.-]+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const again = await pub(publicPostsRoute, { key, headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect((await pub(publicPostsRoute, { key, headers: { "if-none-match": `W/${etag}` } })).status).toBe(
      304,
    );
    // A revalidation reads the domain row only (kept for a second: here not even that), not the
    // content; a repeated request is answered from the answers kept by content version.
    const { queries } = await recordQueries(() =>
      pub(publicPostsRoute, { key, headers: { "if-none-match": etag } }),
    );
    expect(queries.filter((sql) => sql.includes('"ContentPost"'))).toEqual([]);
    const repeated = await recordQueries(() => pub(publicPostsRoute, { key }));
    expect(repeated.queries).toEqual([]);
    const unseen = await recordQueries(() => pub(publicPostsRoute, { key, query: { tag: "y" } }));
    expect(unseen.queries.some((sql) => sql.includes('"ContentPost"'))).toBe(true);
    // Another query string is another answer.
    const tagged = await pub(publicPostsRoute, {
      key,
      query: { tag: "x" },
      headers: { "if-none-match": etag },
    });
    expect(tagged.status).toBe(200);

    // A draft's edits change nothing public; publishing, a published post's edit and a category's
    // rename do.
    const draft = (
      await hit<Post>(createPostRoute, hub.team.member, { params: { moduleId: hub.moduleId }, body: {} })
    ).body;
    await hit(patchPostRoute, hub.team.member, {
      method: "PATCH",
      params: { moduleId: hub.moduleId, blogId: draft.id },
      body: { content: "<p>x</p>" },
    });
    expect((await pub(publicPostsRoute, { key, headers: { "if-none-match": etag } })).status).toBe(304);
    const another = await publishedPost("Another");
    const afterPublish = await pub<Page<PublicPost>>(publicPostsRoute, {
      key,
      headers: { "if-none-match": etag },
    });
    expect(afterPublish.status).toBe(200);
    expect(afterPublish.body.data.map((post) => post.title)).toContain("Another");
    const etag2 = afterPublish.headers.get("etag")!;
    await hit(patchPostRoute, hub.team.member, {
      method: "PATCH",
      params: { moduleId: hub.moduleId, blogId: another.id },
      body: { content: "<p>new</p>" },
    });
    const afterEdit = await pub(publicPostsRoute, { key, headers: { "if-none-match": etag2 } });
    expect(afterEdit.status).toBe(200);
    const news = (
      await hit<CategoryNode>(createCategoryRoute, hub.team.member, {
        params: { moduleId: hub.moduleId },
        body: { name: "News", contentType: "blog" },
      })
    ).body;
    const etag3 = (await pub(publicPostsRoute, { key })).headers.get("etag")!;
    await hit(patchCategoryRoute, hub.team.member, {
      method: "PATCH",
      params: { moduleId: hub.moduleId, categoryId: news.id },
      body: { name: "Updates" },
    });
    expect((await pub(publicPostsRoute, { key, headers: { "if-none-match": etag3 } })).status).toBe(200);
  });

  it("allows CORS for the connected domain only, preflight included", async () => {
    const allowed = await pub(publicPostsRoute, { key, headers: { origin: "https://www.acme.com" } });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://www.acme.com");
    const denied = await pub(publicPostsRoute, { key, headers: { origin: "https://evil.com" } });
    expect(denied.status).toBe(200);
    expect(denied.headers.get("access-control-allow-origin")).toBeNull();
    // A 401 to the connected domain is readable by its page.
    const unauthorized = await pub(publicPostsRoute, { headers: { origin: "https://www.acme.com" } });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get("access-control-allow-origin")).toBe("https://www.acme.com");

    const preflight = await pub(publicPostsPreflight, {
      method: "OPTIONS",
      headers: { origin: "https://www.acme.com", "access-control-request-headers": "x-api-key" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://www.acme.com");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("x-api-key");
    const foreign = await pub(publicPostsPreflight, {
      method: "OPTIONS",
      headers: { origin: "https://evil.com" },
    });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("pages by publication, stable while more content is published", async () => {
    for (let n = 0; n < 5; n += 1) await publishedPost(`Post ${n}`);
    const first = await pub<Page<PublicPost>>(publicPostsRoute, { key, query: { limit: "2" } });
    expect(first.body.data.map((p) => p.title)).toEqual(["Post 4", "Post 3"]);
    // Published after the first page was read: it is newer, so it belongs before the cursor.
    await publishedPost("Breaking");
    const second = await pub<Page<PublicPost>>(publicPostsRoute, {
      key,
      query: { limit: "2", cursor: first.body.nextCursor! },
    });
    expect(second.body.data.map((p) => p.title)).toEqual(["Post 2", "Post 1"]);
    const third = await pub<Page<PublicPost>>(publicPostsRoute, {
      key,
      query: { limit: "2", cursor: second.body.nextCursor! },
    });
    expect(third.body.data.map((p) => p.title)).toEqual(["Post 0"]);
    expect(third.body.nextCursor).toBeNull();
    expect((await pub(publicPostsRoute, { key, query: { limit: "500" } })).status).toBe(400);
  });
});
