// Content hub categories: a tree per content type from one query, slugs derived from names and
// unique per content type, moves (onto another = child, null = top level, never a cycle) and the
// deletion rules with the spec's messages and the content that blocks them.
import { POST as createCategoryRoute } from "@/app/api/v1/content-hub/[moduleId]/categories/route";
import { GET as treeRoute } from "@/app/api/v1/content-hub/[moduleId]/categories/tree/route";
import {
  DELETE as deleteCategoryRoute,
  GET as getCategoryRoute,
  PATCH as patchCategoryRoute,
} from "@/app/api/v1/content-hub/[moduleId]/categories/[categoryId]/route";
import { GET as subtreeRoute } from "@/app/api/v1/content-hub/[moduleId]/categories/[categoryId]/tree/route";
import { POST as createProductRoute } from "@/app/api/v1/content-hub/[moduleId]/products/route";
import { POST as createPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/route";
import type { CategoryNode, Post, Product } from "@/modules/content-hub/shared/types";
import { recordQueries } from "../helpers/query-count";
import { errorBody, type Caller } from "../workspaces/helpers";
import { hit, hubFile, seedHub, type Hub } from "./helpers";

let hub: Hub;
beforeEach(async () => {
  hub = await seedHub();
});

const add = (c: Caller, body: Record<string, unknown>) =>
  hit<CategoryNode>(createCategoryRoute, c, { params: { moduleId: hub.moduleId }, body });
const patch = (c: Caller, categoryId: string, body: unknown) =>
  hit<CategoryNode>(patchCategoryRoute, c, {
    method: "PATCH",
    params: { moduleId: hub.moduleId, categoryId },
    body,
  });
const remove = (c: Caller, categoryId: string) =>
  hit<{ id: string; message?: string; inUse?: unknown }>(deleteCategoryRoute, c, {
    method: "DELETE",
    params: { moduleId: hub.moduleId, categoryId },
  });
const tree = (c: Caller, contentType: string) =>
  hit<CategoryNode[]>(treeRoute, c, { params: { moduleId: hub.moduleId }, query: { contentType } });

it("adds categories, active, with slugs unique per content type", async () => {
  const a = await add(hub.team.member, { name: "Café & Bar", contentType: "blog", slug: "ignored" });
  expect(a.status).toBe(201);
  expect(a.body).toMatchObject({
    name: "Café & Bar",
    slug: "cafe-and-bar",
    isActive: true,
    parent: null,
    children: [],
  });
  expect((await add(hub.team.member, { name: "Cafe and bar", contentType: "blog" })).body.slug).toBe(
    "cafe-and-bar-2",
  );
  // The same name in the other content type keeps the plain slug.
  expect((await add(hub.team.member, { name: "Café & Bar", contentType: "product" })).body.slug).toBe(
    "cafe-and-bar",
  );
  expect((await add(hub.team.member, { name: "  ", contentType: "blog" })).body).toEqual(
    errorBody(400, "Sub category name is required"),
  );
  expect((await add(hub.team.member, { name: "X", contentType: "news" })).status).toBe(400);
  expect((await add(hub.team.viewer, { name: "X", contentType: "blog" })).status).toBe(403);
  expect((await add(hub.team.guest, { name: "X", contentType: "blog" })).status).toBe(404);
});

it("renames (a new slug) and sets the image", async () => {
  const a = (await add(hub.team.member, { name: "Old", contentType: "blog" })).body;
  const key = await hubFile(hub);
  const res = await patch(hub.team.member, a.id, { name: "New name", media: [{ key }] });
  expect(res.body).toMatchObject({ name: "New name", slug: "new-name", media: [{ key }] });
  expect((await patch(hub.team.member, a.id, { name: "" })).body).toEqual(
    errorBody(400, "Sub category name is required"),
  );
});

it("reads the tree in one query and moves categories: onto another = child, null = top level, no cycles", async () => {
  const shoes = (await add(hub.team.member, { name: "Shoes", contentType: "product" })).body;
  const boots = (await add(hub.team.member, { name: "Boots", contentType: "product", parent: shoes.id }))
    .body;
  const hiking = (await add(hub.team.member, { name: "Hiking", contentType: "product", parent: boots.id }))
    .body;
  const hats = (await add(hub.team.member, { name: "Hats", contentType: "product" })).body;
  await add(hub.team.member, { name: "Blog only", contentType: "blog" });

  const { result: read, queries } = await recordQueries(() => tree(hub.team.viewer, "product"));
  // One statement reads the categories, whatever the depth.
  expect(queries.filter((sql) => sql.includes('"ContentCategory"'))).toHaveLength(1);
  expect(read.body.map((n) => n.name)).toEqual(["Hats", "Shoes"]);
  expect(read.body[1]!.children[0]!.children[0]!.id).toBe(hiking.id);

  // Hats onto Boots: a child of Boots.
  expect((await patch(hub.team.member, hats.id, { parent: boots.id })).body.parent).toBe(boots.id);
  // Shoes under its own grandchild: refused.
  expect((await patch(hub.team.member, shoes.id, { parent: hiking.id })).body).toEqual(
    errorBody(400, "A category cannot move into itself or one of its sub categories"),
  );
  expect((await patch(hub.team.member, shoes.id, { parent: shoes.id })).status).toBe(400);
  // Boots dropped elsewhere: top level, with its sub-tree.
  const moved = await patch(hub.team.member, boots.id, { parent: null });
  expect(moved.body.parent).toBeNull();
  expect(moved.body.children.map((n) => n.name).sort()).toEqual(["Hats", "Hiking"]);
  expect((await tree(hub.team.viewer, "product")).body.map((n) => n.name)).toEqual(["Boots", "Shoes"]);

  const sub = await hit<CategoryNode>(subtreeRoute, hub.team.viewer, {
    params: { moduleId: hub.moduleId, categoryId: boots.id },
  });
  expect(sub.body.children).toHaveLength(2);
  const one = await hit<CategoryNode>(getCategoryRoute, hub.team.viewer, {
    params: { moduleId: hub.moduleId, categoryId: hats.id },
  });
  expect(one.body).toMatchObject({ id: hats.id, parent: boots.id });
  expect((await patch(hub.team.viewer, hats.id, { parent: null })).status).toBe(403);
});

it("refuses to delete a category with sub categories or content, naming what uses it", async () => {
  const shoes = (await add(hub.team.member, { name: "Shoes", contentType: "product" })).body;
  const boots = (await add(hub.team.member, { name: "Boots", contentType: "product", parent: shoes.id }))
    .body;
  expect((await remove(hub.team.member, shoes.id)).body).toEqual(
    errorBody(409, "This category has sub categories. Please delete them first."),
  );
  const products: Product[] = [];
  for (const name of ["Trail", "Road"])
    products.push(
      (
        await hit<Product>(createProductRoute, hub.team.member, {
          params: { moduleId: hub.moduleId },
          body: { name, categories: [boots.id] },
        })
      ).body,
    );
  const blocked = await remove(hub.team.member, boots.id);
  expect(blocked.status).toBe(409);
  expect(blocked.body.message).toBe(
    "This category is assigned to 2 product(s). Please reassign them before deletion.",
  );
  expect(blocked.body.inUse).toEqual({
    count: 2,
    contentType: "product",
    items: expect.arrayContaining(products.map((p) => ({ id: p.id, name: p.name }))),
  });

  const news = (await add(hub.team.member, { name: "News", contentType: "blog" })).body;
  const post = (
    await hit<Post>(createPostRoute, hub.team.member, {
      params: { moduleId: hub.moduleId },
      body: { title: "Hello" },
    })
  ).body;
  await hit(
    (await import("@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/route")).PATCH,
    hub.team.member,
    { method: "PATCH", params: { moduleId: hub.moduleId, blogId: post.id }, body: { categories: [news.id] } },
  );
  const blockedPost = await remove(hub.team.member, news.id);
  expect(blockedPost.body.message).toBe(
    "This category is assigned to 1 blog post(s). Please reassign them before deletion.",
  );
  expect(blockedPost.body.inUse).toEqual({
    count: 1,
    contentType: "blog",
    items: [{ id: post.id, name: "Hello" }],
  });

  // Unassigned and without children: deleted.
  const hats = (await add(hub.team.member, { name: "Hats", contentType: "product" })).body;
  expect((await remove(hub.team.viewer, hats.id)).status).toBe(403);
  expect((await remove(hub.team.member, hats.id)).body).toEqual({ id: hats.id });
  expect((await remove(hub.team.member, hats.id)).status).toBe(404);
});

it("answers 404 for another workspace's category", async () => {
  const other = await seedHub("Other Co");
  const theirs = (
    await hit<CategoryNode>(createCategoryRoute, other.team.owner, {
      params: { moduleId: other.moduleId },
      body: { name: "Theirs", contentType: "blog" },
    })
  ).body;
  expect((await patch(hub.team.owner, theirs.id, { name: "Mine" })).status).toBe(404);
  expect((await remove(hub.team.owner, theirs.id)).status).toBe(404);
  const theirTree = await hit<CategoryNode[]>(treeRoute, other.team.owner, {
    params: { moduleId: other.moduleId },
    query: { contentType: "blog" },
  });
  expect(theirTree.body).toHaveLength(1);
  expect(
    (
      await hit(treeRoute, other.team.owner, {
        params: { moduleId: hub.moduleId },
        query: { contentType: "blog" },
      })
    ).status,
  ).toBe(404);
});
