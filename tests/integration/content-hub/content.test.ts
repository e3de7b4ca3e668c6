// Content hub posts and products through their routes: untitled drafts, the publish state machine,
// autosave with sanitised HTML, lists (search, filters, keyset pages), validation messages, and
// rights through the module gate (viewer reads, member writes, guest and other workspaces 404).
import { GET as hubRoute } from "@/app/api/v1/content-hub/[moduleId]/route";
import {
  GET as listPostsRoute,
  POST as createPostRoute,
} from "@/app/api/v1/content-hub/[moduleId]/blogs/route";
import {
  DELETE as deletePostRoute,
  GET as getPostRoute,
  PATCH as patchPostRoute,
} from "@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/route";
import { POST as publishPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/publish/route";
import { POST as unpublishPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/unpublish/route";
import {
  GET as listProductsRoute,
  POST as createProductRoute,
} from "@/app/api/v1/content-hub/[moduleId]/products/route";
import {
  DELETE as deleteProductRoute,
  GET as getProductRoute,
  PATCH as patchProductRoute,
} from "@/app/api/v1/content-hub/[moduleId]/products/[productId]/route";
import { POST as publishProductRoute } from "@/app/api/v1/content-hub/[moduleId]/products/[productId]/publish/route";
import { POST as createCategoryRoute } from "@/app/api/v1/content-hub/[moduleId]/categories/route";
import type {
  CategoryNode,
  ContentHubInfo,
  Post,
  PostItem,
  Product,
  ProductItem,
} from "@/modules/content-hub/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import { getDb } from "@/lib/server/db";
import { errorBody, type Caller } from "../workspaces/helpers";
import { hit, hubFile, seedHub, type Hub } from "./helpers";

let hub: Hub;
beforeEach(async () => {
  hub = await seedHub();
});

const createPost = (c: Caller, body: unknown = {}, moduleId = hub.moduleId) =>
  hit<Post>(createPostRoute, c, { params: { moduleId }, body });
const patchPost = (c: Caller, blogId: string, body: unknown, moduleId = hub.moduleId) =>
  hit<Post>(patchPostRoute, c, { method: "PATCH", params: { moduleId, blogId }, body });
const getPost = (c: Caller, blogId: string, moduleId = hub.moduleId) =>
  hit<Post>(getPostRoute, c, { params: { moduleId, blogId } });
const publish = (c: Caller, blogId: string) =>
  hit<Post>(publishPostRoute, c, { method: "POST", params: { moduleId: hub.moduleId, blogId } });
const unpublish = (c: Caller, blogId: string) =>
  hit<Post>(unpublishPostRoute, c, { method: "POST", params: { moduleId: hub.moduleId, blogId } });
const listPosts = (c: Caller, query: Record<string, string> = {}) =>
  hit<Page<PostItem>>(listPostsRoute, c, { params: { moduleId: hub.moduleId }, query });
const createProduct = (c: Caller, body: unknown = {}) =>
  hit<Product>(createProductRoute, c, { params: { moduleId: hub.moduleId }, body });
const patchProduct = (c: Caller, productId: string, body: unknown) =>
  hit<Product>(patchProductRoute, c, {
    method: "PATCH",
    params: { moduleId: hub.moduleId, productId },
    body,
  });
const category = (c: Caller, body: unknown) =>
  hit<CategoryNode>(createCategoryRoute, c, { params: { moduleId: hub.moduleId }, body });

describe("the module", () => {
  it("answers what each role may do; guests and other workspaces get 404", async () => {
    const { team } = hub;
    const admin = await hit<ContentHubInfo>(hubRoute, team.admin, { params: { moduleId: hub.moduleId } });
    expect(admin.body).toMatchObject({
      name: "Site content",
      access: { read: true, add: true, manage: true },
    });
    const member = await hit<ContentHubInfo>(hubRoute, team.member, { params: { moduleId: hub.moduleId } });
    expect(member.body.access).toMatchObject({ add: true, edit: true, delete: true, manage: false });
    const viewer = await hit<ContentHubInfo>(hubRoute, team.viewer, { params: { moduleId: hub.moduleId } });
    expect(viewer.body.access).toMatchObject({ read: true, add: false, edit: false, manage: false });
    expect((await hit(hubRoute, team.guest, { params: { moduleId: hub.moduleId } })).status).toBe(404);
    const other = await seedHub("Other Co");
    expect((await hit(hubRoute, other.team.owner, { params: { moduleId: hub.moduleId } })).status).toBe(404);
  });
});

describe("blog posts", () => {
  it("creates an untitled draft with placeholder content, credited to its creator", async () => {
    const res = await createPost(hub.team.member);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Untitled Document",
      slug: "untitled-document",
      isPublished: false,
      publishedAt: null,
      creator: { id: hub.team.member.user.id, name: "Mia Member" },
      categories: [],
      tags: [],
    });
    expect(res.body.content).toContain("<p>");
    // A second untitled draft gets the next free slug.
    expect((await createPost(hub.team.member)).body.slug).toBe("untitled-document-2");
  });

  it("autosaves the body sanitised, keeps the state, and follows the title with the slug until published", async () => {
    const { id } = (await createPost(hub.team.member)).body;
    const saved = await patchPost(hub.team.member, id, {
      content:
        '<p onclick="x()">Hello <script>alert(1)</script><img src="https://cdn.example.com/a.png" onerror="x"><img src="javascript:alert(1)"></p>',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.content).toBe('<p>Hello <img src="https://cdn.example.com/a.png" /></p>');
    expect(saved.body.isPublished).toBe(false);

    const renamed = await patchPost(hub.team.member, id, {
      title: "  Spring launch  ",
      tags: ["news", "news", "launch"],
    });
    expect(renamed.body).toMatchObject({
      title: "Spring launch",
      slug: "spring-launch",
      tags: ["news", "launch"],
    });

    await publish(hub.team.member, id);
    const after = await patchPost(hub.team.member, id, { title: "Spring launch, updated" });
    expect(after.body).toMatchObject({
      title: "Spring launch, updated",
      slug: "spring-launch",
      isPublished: true,
    });
    expect((await getPost(hub.team.viewer, id)).body.title).toBe("Spring launch, updated");

    // The body alone (the autosave) is written by one statement: its answer is the post as read.
    const news = (await category(hub.team.member, { name: "News", contentType: "blog" })).body;
    await patchPost(hub.team.member, id, { categories: [news.id] });
    const body = await patchPost(hub.team.member, id, { content: "<p>Autosaved</p>" });
    const read = (await getPost(hub.team.viewer, id)).body;
    expect(body.body).toEqual(read);
    expect(read).toMatchObject({
      content: "<p>Autosaved</p>",
      isPublished: true,
      creator: { id: hub.team.member.user.id },
      categories: [{ id: news.id, name: "News" }],
    });
    expect(Date.parse(read.updatedAt)).toBeGreaterThan(Date.parse(after.body.updatedAt) - 1);
  });

  it("moves through the publish state machine", async () => {
    const { id } = (await createPost(hub.team.member)).body;
    const published = await publish(hub.team.member, id);
    expect(published.status).toBe(200);
    expect(published.body.isPublished).toBe(true);
    const at = published.body.publishedAt;
    expect(at).not.toBeNull();
    // Publishing a published post changes nothing.
    const again = await publish(hub.team.member, id);
    expect(again.body).toMatchObject({ isPublished: true, publishedAt: at });
    const draft = await unpublish(hub.team.member, id);
    expect(draft.body.isPublished).toBe(false);
    // Unpublishing a draft changes nothing either.
    expect((await unpublish(hub.team.member, id)).body.isPublished).toBe(false);
    expect((await publish(hub.team.viewer, id)).status).toBe(403);
  });

  it("validates with the spec's messages", async () => {
    const { id } = (await createPost(hub.team.member)).body;
    expect((await patchPost(hub.team.member, id, { title: "   " })).body).toEqual(
      errorBody(400, "Title is required"),
    );
    expect(
      (await patchPost(hub.team.member, id, { coverImgUrl: "https://evil.example/x.png" })).body,
    ).toEqual(errorBody(400, "Invalid file"));
    expect((await patchPost(hub.team.member, id, { categories: ["aaaaaaaaaaaaaaaaaaaaaaaa"] })).body).toEqual(
      errorBody(400, "Unknown category"),
    );
    // A product category is not a blog category.
    const productCategory = await category(hub.team.member, { name: "Shoes", contentType: "product" });
    expect((await patchPost(hub.team.member, id, { categories: [productCategory.body.id] })).status).toBe(
      400,
    );
  });

  it("lists newest changes first with search, category and tag filters and keyset pages", async () => {
    const news = (await category(hub.team.member, { name: "News", contentType: "blog" })).body;
    const ids: string[] = [];
    for (let n = 0; n < 23; n += 1) {
      const { id } = (await createPost(hub.team.member, { title: `Post ${n}` })).body;
      ids.push(id);
    }
    await patchPost(hub.team.member, ids[3]!, { categories: [news.id], tags: ["launch"] });
    const first = await listPosts(hub.team.viewer);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0]!.id).toBe(ids[3]);
    const second = await listPosts(hub.team.viewer, { cursor: first.body.nextCursor! });
    expect(second.body.data).toHaveLength(3);
    expect(second.body.nextCursor).toBeNull();
    const all = [...first.body.data, ...second.body.data].map((p) => p.id);
    expect(new Set(all).size).toBe(23);
    expect((await listPosts(hub.team.viewer, { q: "post 1" })).body.data.map((p) => p.title).sort()).toEqual([
      "Post 1",
      "Post 10",
      "Post 11",
      "Post 12",
      "Post 13",
      "Post 14",
      "Post 15",
      "Post 16",
      "Post 17",
      "Post 18",
      "Post 19",
    ]);
    expect((await listPosts(hub.team.viewer, { category: news.id })).body.data.map((p) => p.id)).toEqual([
      ids[3],
    ]);
    expect((await listPosts(hub.team.viewer, { tag: "launch" })).body.data.map((p) => p.id)).toEqual([
      ids[3],
    ]);
    expect((await listPosts(hub.team.viewer, { cursor: "nope" })).status).toBe(400);
  });

  it("lets viewers read but not write; guests and other workspaces get 404", async () => {
    const { id } = (await createPost(hub.team.member)).body;
    expect((await getPost(hub.team.viewer, id)).status).toBe(200);
    expect((await createPost(hub.team.viewer)).status).toBe(403);
    expect((await patchPost(hub.team.viewer, id, { title: "x" })).status).toBe(403);
    expect(
      (
        await hit(deletePostRoute, hub.team.viewer, {
          method: "DELETE",
          params: { moduleId: hub.moduleId, blogId: id },
        })
      ).status,
    ).toBe(403);
    expect((await getPost(hub.team.guest, id)).status).toBe(404);
    const other = await seedHub("Other Co");
    expect((await getPost(other.team.owner, id)).status).toBe(404);
    // A post id of another module answers 404 in this one.
    const foreign = (await createPost(other.team.owner, {}, other.moduleId)).body;
    expect((await getPost(hub.team.owner, foreign.id)).status).toBe(404);
    expect((await patchPost(hub.team.owner, foreign.id, { title: "mine" })).status).toBe(404);
    expect((await patchPost(hub.team.owner, foreign.id, { content: "<p>mine</p>" })).status).toBe(404);
    expect((await patchPost(hub.team.viewer, id, { content: "<p>x</p>" })).status).toBe(403);
    expect((await getPost(other.team.owner, foreign.id, other.moduleId)).body.content).not.toBe(
      "<p>mine</p>",
    );
  });

  it("deletes a post", async () => {
    const { id } = (await createPost(hub.team.member)).body;
    const res = await hit(deletePostRoute, hub.team.member, {
      method: "DELETE",
      params: { moduleId: hub.moduleId, blogId: id },
    });
    expect(res.body).toEqual({ id });
    expect((await getPost(hub.team.member, id)).status).toBe(404);
  });
});

describe("products", () => {
  it("creates an untitled draft with the spec's defaults", async () => {
    const res = await createProduct(hub.team.member);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Untitled Product",
      currency: "USD",
      isAvailable: true,
      price: 0,
      stock: 0,
      isPublished: false,
      mediaUrls: [],
      metadata: { customFields: [] },
    });
  });

  it("saves fields, categories, up to 8 images and custom field sections", async () => {
    const { id } = (await createProduct(hub.team.member)).body;
    const shoes = (await category(hub.team.member, { name: "Shoes", contentType: "product" })).body;
    // Content names only its own module's uploads.
    const images = await Promise.all(Array.from({ length: 9 }, () => hubFile(hub)));
    const image = (n: number) => images[n - 1]!;
    const customFields = [
      { section: "features", title: "Highlights", items: [{ title: "Waterproof" }] },
      { section: "specifications", title: "Size", items: [{ title: "Weight", value: "300 g" }] },
      {
        section: "downloads",
        title: "Manuals",
        items: [
          { title: "Guide", contentType: "link", link: "https://example.com/guide.pdf" },
          { title: "Sheet", contentType: "file", file: await hubFile(hub, "pdf") },
        ],
      },
    ];
    const res = await patchProduct(hub.team.member, id, {
      name: "Trail shoe",
      description: "Light",
      price: 129.99,
      stock: 4,
      currency: "eur",
      isAvailable: false,
      categories: [shoes.id],
      mediaUrls: [1, 2, 3, 4, 5, 6, 7, 8].map(image),
      metadata: { customFields },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Trail shoe",
      slug: "trail-shoe",
      price: 129.99,
      stock: 4,
      currency: "EUR",
      isAvailable: false,
      categories: [{ id: shoes.id, name: "Shoes" }],
      metadata: { customFields },
    });
    expect(res.body.mediaUrls).toHaveLength(8);
    expect(
      (await patchProduct(hub.team.member, id, { mediaUrls: [1, 2, 3, 4, 5, 6, 7, 8, 9].map(image) })).body,
    ).toEqual(errorBody(400, "A product has at most 8 images"));
  });

  it("refuses invalid sections, prices and stock with the spec's messages", async () => {
    const { id } = (await createProduct(hub.team.member)).body;
    const section = (s: unknown) => patchProduct(hub.team.member, id, { metadata: { customFields: [s] } });
    expect((await section({ section: "features", title: "", items: [] })).body).toEqual(
      errorBody(400, "Section title is required"),
    );
    expect(
      (
        await section({
          section: "downloads",
          title: "Files",
          items: [{ title: "A", contentType: "link", link: "" }],
        })
      ).body,
    ).toEqual(errorBody(400, "Invalid url"));
    expect(
      (
        await section({
          section: "downloads",
          title: "Files",
          items: [{ title: "A", contentType: "link", link: "not a url" }],
        })
      ).body,
    ).toEqual(errorBody(400, "Invalid URL"));
    expect((await patchProduct(hub.team.member, id, { price: -1 })).status).toBe(400);
    expect((await patchProduct(hub.team.member, id, { price: 1.234 })).status).toBe(400);
    expect((await patchProduct(hub.team.member, id, { stock: 1.5 })).status).toBe(400);
    expect((await patchProduct(hub.team.member, id, { currency: "XYZ1" })).status).toBe(400);
  });

  it("publishes, lists and deletes; viewers read only", async () => {
    const { id } = (await createProduct(hub.team.member, { name: "Lamp" })).body;
    const published = await hit<Product>(publishProductRoute, hub.team.member, {
      method: "POST",
      params: { moduleId: hub.moduleId, productId: id },
    });
    expect(published.body.isPublished).toBe(true);
    const list = await hit<Page<ProductItem>>(listProductsRoute, hub.team.viewer, {
      params: { moduleId: hub.moduleId },
      query: { published: "true" },
    });
    expect(list.body.data.map((p) => p.id)).toEqual([id]);
    expect(
      (await hit(getProductRoute, hub.team.viewer, { params: { moduleId: hub.moduleId, productId: id } }))
        .status,
    ).toBe(200);
    expect((await patchProduct(hub.team.viewer, id, { name: "x" })).status).toBe(403);
    expect(
      (await hit(getProductRoute, hub.team.guest, { params: { moduleId: hub.moduleId, productId: id } }))
        .status,
    ).toBe(404);
    const gone = await hit(deleteProductRoute, hub.team.member, {
      method: "DELETE",
      params: { moduleId: hub.moduleId, productId: id },
    });
    expect(gone.body).toEqual({ id });
    expect(await getDb().contentProduct.count({ where: { id } })).toBe(0);
  });
});
