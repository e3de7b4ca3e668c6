// A content hub's assistant (issue 16 Ask AI), built in (no AI_BASE_URL): drafts and summaries from a
// seeded hub through the asker's rights; another module's or workspace's content never appears; a
// viewer gets answers and drafts but cannot create; drafts validate against the hub's own schemas and
// the Create post / Use this description calls enforce rights; the model's tools read the same way.
import { POST as createPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/route";
import { POST as publishPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/publish/route";
import { POST as createCategoryRoute } from "@/app/api/v1/content-hub/[moduleId]/categories/route";
import { POST as createProductRoute } from "@/app/api/v1/content-hub/[moduleId]/products/route";
import {
  GET as getProductRoute,
  PATCH as patchProductRoute,
} from "@/app/api/v1/content-hub/[moduleId]/products/[productId]/route";
import { POST as publishProductRoute } from "@/app/api/v1/content-hub/[moduleId]/products/[productId]/publish/route";
import { replyParts } from "@/lib/ai/reply-parts";
import { postDraftCreateBody } from "@/modules/content-hub/shared/ai-drafts";
import type { CategoryNode, Post, Product } from "@/modules/content-hub/shared/types";
import { createPostSchema, updateProductSchema } from "@/modules/content-hub/schemas/content-hub";
import {
  postDraftSchema,
  productDescriptionDraftSchema,
  type PostDraft,
  type ProductDescriptionDraft,
} from "@/modules/content-hub/schemas/content-hub-ai";
import { contentHubAi } from "@/modules/content-hub/server/ai/context";
import { AiToolArgumentsError, type AiTool } from "@/lib/server/ai/provider";
import { getDb } from "@/lib/server/db";
import { resetRateLimits } from "@/lib/server/security/rate-limit";
import * as z from "@/lib/zod";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { hit, seedHub, type Hub } from "../content-hub/helpers";
import type { Caller } from "../workspaces/helpers";
import { ask } from "./helpers";

let hub: Hub;
let other: string;
let rival: Hub;
let solarPost: Post;
let draftPost: Post;
let lamp: Product;
let hose: Product;
let categories: Record<string, CategoryNode>;
let rivalCategory: string;

const TAG = { moduleTag: "ContentHub" };

async function reply(c: Caller, message: string, locale: "en" | "es" = "en", moduleId = hub.moduleId) {
  const asked = await ask(c, moduleId, message, TAG, { locale });
  if (asked.status !== 200 || !asked.done)
    throw new Error(`refused: ${asked.status} ${JSON.stringify(asked.error)}`);
  expect(asked.chunks.join("")).toBe(asked.done.content);
  return asked.done.content;
}

const jsonOf = (content: string) => replyParts(content).filter((part) => part.type === "json")[0]?.data;

async function created<T>(result: Promise<{ status: number; body: T }>): Promise<T> {
  const res = await result;
  expect(res.status).toBe(201);
  return res.body;
}

const category = (moduleId: string, name: string, contentType: "blog" | "product") =>
  created(
    hit<CategoryNode>(createCategoryRoute, hub.team.member, {
      params: { moduleId },
      body: { name, contentType },
    }),
  );
const post = (c: Caller, moduleId: string, body: Record<string, unknown>) =>
  hit<Post>(createPostRoute, c, { params: { moduleId }, body });
const publishPost = (c: Caller, moduleId: string, blogId: string) =>
  hit<Post>(publishPostRoute, c, { method: "POST", params: { moduleId, blogId } });
const product = (c: Caller, moduleId: string, body: Record<string, unknown>) =>
  hit<Product>(createProductRoute, c, { params: { moduleId }, body });
const patchProduct = (c: Caller, productId: string, body: unknown) =>
  hit<Product>(patchProductRoute, c, {
    method: "PATCH",
    params: { moduleId: hub.moduleId, productId },
    body,
  });

beforeEach(async () => {
  resetRateLimits();
  hub = await seedHub();
  const { member } = hub.team;
  categories = {
    solar: await category(hub.moduleId, "Solar energy", "blog"),
    home: await category(hub.moduleId, "Home improvement", "blog"),
    recipes: await category(hub.moduleId, "Recipes", "blog"),
    lighting: await category(hub.moduleId, "Lighting", "product"),
  };
  solarPost = await created(
    post(member, hub.moduleId, {
      title: "Five ways to save energy with solar panels",
      content: "<p>Panels on the roof.</p>",
      categories: [categories.solar!.id],
    }),
  );
  expect((await publishPost(member, hub.moduleId, solarPost.id)).status).toBe(200);
  const recipes = await created(post(member, hub.moduleId, { title: "Our summer recipes" }));
  expect((await publishPost(member, hub.moduleId, recipes.id)).status).toBe(200);
  draftPost = await created(post(member, hub.moduleId, { title: "Solar panel maintenance checklist" }));
  lamp = await created(
    product(member, hub.moduleId, {
      name: "Solar Lamp",
      price: 49.9,
      currency: "USD",
      stock: 12,
      categories: [categories.lighting!.id],
      metadata: {
        customFields: [
          {
            section: "features",
            title: "Features",
            items: [{ title: "Waterproof" }, { title: "Motion sensor" }],
          },
          { section: "specifications", title: "Specs", items: [{ title: "Battery", value: "4,000 mAh" }] },
        ],
      },
    }),
  );
  expect(
    (
      await hit(publishProductRoute, member, {
        method: "POST",
        params: { moduleId: hub.moduleId, productId: lamp.id },
      })
    ).status,
  ).toBe(200);
  hose = await created(product(member, hub.moduleId, { name: "Garden Hose", price: 20 }));

  // Another hub of the same workspace, and another workspace's hub, with close content of their own.
  other = (await seedProjectModule(getDb(), hub.projectId, { tag: "ContentHub", name: "Internal" })).id;
  const secret = await created(post(member, other, { title: "Secret solar panels roadmap" }));
  expect((await publishPost(member, other, secret.id)).status).toBe(200);
  await created(product(member, other, { name: "Confidential Solar Lamp" }));
  rival = await seedHub("Rival");
  rivalCategory = (
    await created(
      hit<CategoryNode>(createCategoryRoute, rival.team.member, {
        params: { moduleId: rival.moduleId },
        body: { name: "Solar energy", contentType: "blog" },
      }),
    )
  ).id;
  const rivalPost = await created(
    post(rival.team.member, rival.moduleId, { title: "Rival solar panels for homes" }),
  );
  expect((await publishPost(rival.team.member, rival.moduleId, rivalPost.id)).status).toBe(200);
});

const editor = (kind: "blog" | "product", id: string) => `/content-hub/${hub.moduleId}/${kind}/${id}`;
const LEAKS = /Secret|Confidential|Rival/;

describe("a post draft", () => {
  it("is grounded in the hub: its categories, related published posts and products, nothing of others", async () => {
    const content = await reply(hub.team.member, "Draft a blog post about solar panels for homes");
    expect(content).toContain("Press **Create post**");
    const draft = z.parse(postDraftSchema, jsonOf(content)) as PostDraft;
    expect(draft.title).toBe("Solar panels for homes");
    expect(draft.tags).toEqual(["solar", "panels", "homes"]);
    // The hub's blog categories sharing a word with the topic (in the tree's name order), not Recipes.
    expect(draft.categories).toEqual([
      { id: categories.home!.id, name: "Home improvement" },
      { id: categories.solar!.id, name: "Solar energy" },
    ]);
    expect(draft.outline.sections.length).toBeGreaterThanOrEqual(4);
    const points = draft.outline.sections.flatMap((section) => section.points);
    expect(points).toContain("Show where Solar Lamp fit in, and link their pages.");
    expect(points).toContain("Link the related posts “Five ways to save energy with solar panels”.");
    // Related published posts, linked to their editors; a draft is not one.
    expect(content).toContain(
      `[Five ways to save energy with solar panels](${editor("blog", solarPost.id)})`,
    );
    expect(content).not.toContain("maintenance checklist");
    expect(content).not.toMatch(LEAKS);
  });

  it("is written in Spanish for a Spanish question", async () => {
    const content = await reply(hub.team.member, "Redacta un artículo sobre energía solar", "es");
    expect(content).toContain("Aquí tienes un borrador del artículo");
    const draft = z.parse(postDraftSchema, jsonOf(content)) as PostDraft;
    expect(draft.title).toBe("Energía solar");
    expect(draft.categories.map((c) => c.name)).toEqual(["Solar energy"]);
    expect(draft.outline.sections.map((s) => s.heading)).toContain("Cómo empezar");
  });

  it("asks for a topic, and says when no category matches", async () => {
    expect(await reply(hub.team.member, "Write a blog post")).toContain("Tell me what the post is about");
    const content = await reply(hub.team.member, "Write a post on winter cycling");
    expect(z.parse(postDraftSchema, jsonOf(content)).categories).toEqual([]);
    expect(content).toContain("None of this hub's blog categories matches the topic");
  });

  it("becomes a post through Create post's call, for writers only", async () => {
    const draft = z.parse(
      postDraftSchema,
      jsonOf(await reply(hub.team.viewer, "Draft a blog post about solar panels")),
    );
    const body = postDraftCreateBody(draft);
    expect(z.safeParse(createPostSchema, body).success).toBe(true);
    expect((await post(hub.team.viewer, hub.moduleId, body)).status).toBe(403);
    expect((await post(hub.team.guest, hub.moduleId, body)).status).toBe(404);
    expect((await post(rival.team.owner, hub.moduleId, body)).status).toBe(404);
    const made = await created(post(hub.team.member, hub.moduleId, body));
    expect(made).toMatchObject({ title: "Solar panels", isPublished: false, tags: ["solar", "panels"] });
    expect(made.categories.map((c) => c.name)).toEqual(["Solar energy"]);
    expect(made.content).toContain("<h2>How to get started</h2><ul><li>");
    // Categories of another hub are refused, not attached.
    expect((await post(hub.team.member, hub.moduleId, { ...body, categories: [rivalCategory] })).status).toBe(
      400,
    );
  });
});

describe("a product description", () => {
  it("is written from the product's fields and saved by Use this description's call, for writers only", async () => {
    const content = await reply(hub.team.member, "Write a description for product solar lamp");
    expect(content).toContain(`[Solar Lamp](${editor("product", lamp.id)})`);
    const draft = z.parse(productDescriptionDraftSchema, jsonOf(content)) as ProductDescriptionDraft;
    expect(draft.productId).toBe(lamp.id);
    expect(draft.description).toBe(
      [
        "Solar Lamp brings you Waterproof and Motion sensor. It costs $49.90 and is in stock, with 12 units ready to ship.",
        "Key features:\n- Waterproof\n- Motion sensor",
        "Specifications:\n- Battery: 4,000 mAh",
        "Find it under Lighting.",
      ].join("\n\n"),
    );
    const body = { description: draft.description };
    expect(z.safeParse(updateProductSchema, body).success).toBe(true);
    expect((await patchProduct(hub.team.viewer, lamp.id, body)).status).toBe(403);
    expect((await patchProduct(rival.team.owner, lamp.id, body)).status).toBe(404);
    expect((await patchProduct(hub.team.member, lamp.id, body)).status).toBe(200);
    const saved = await hit<Product>(getProductRoute, hub.team.viewer, {
      params: { moduleId: hub.moduleId, productId: lamp.id },
    });
    expect(saved.body.description).toBe(draft.description);
  });

  it("answers in Spanish, and lists close names when no product matches", async () => {
    const es = await reply(hub.team.member, "Describe el producto Solar Lamp", "es");
    expect(es).toContain("Aquí tienes una descripción de");
    expect(z.parse(productDescriptionDraftSchema, jsonOf(es)).description).toContain(
      "Cuesta 49,90\u00a0US$ y está en stock, con 12 unidades listas para enviar.",
    );
    const missing = await reply(hub.team.member, "Write a description for product Bicycle");
    expect(missing).toContain("No product of this hub is named “Bicycle”. The closest names:");
    expect(jsonOf(missing)).toBeUndefined();
    expect(missing).toContain(`[Garden Hose](${editor("product", hose.id)})`);
    expect(missing).not.toMatch(LEAKS);
    const which = await reply(hub.team.member, "Write a description for a product");
    expect(which).toContain("Which product?");
    expect(which).toContain("Garden Hose](");
    expect(which).toContain("no description yet");
  });
});

describe("a content summary", () => {
  it("counts and lists the latest by state with links, of this hub only", async () => {
    const all = await reply(hub.team.member, "Content summary");
    expect(all).toContain("**Content of Site content**");
    expect(all).toContain("Blog posts: 2 published, 1 draft");
    expect(all).toContain("Products: 1 published, 1 draft");
    expect(all).toContain(`[Solar panel maintenance checklist](${editor("blog", draftPost.id)}) · draft`);
    expect(all).not.toMatch(LEAKS);
    const drafts = await reply(hub.team.member, "show drafts");
    expect(drafts).toContain("Posts waiting as drafts:");
    expect(drafts).toContain("Garden Hose");
    expect(drafts).not.toContain("Our summer recipes");
    const published = await reply(hub.team.member, "¿Qué hay publicado en este hub?", "es");
    expect(published).toContain("Artículos: 2 publicados, 1 borrador");
    expect(published).toContain("Últimos artículos publicados:");
    expect(published).not.toContain("Solar panel maintenance checklist");
  });

  it("answers anything else with what it can do", async () => {
    expect(await reply(hub.team.member, "What is the weather?")).toContain(
      "I answer from the posts, products and categories of Site content",
    );
  });
});

describe("rights", () => {
  it("gives a viewer answers and drafts without the right to create; the gate answers as the hub's API", async () => {
    const content = await reply(hub.team.viewer, "Draft a blog post about solar panels");
    expect(content).toContain("You can read Site content but not create posts in it");
    expect(jsonOf(content)).toMatchObject({ type: "post", title: "Solar panels" });
    // A guest without a role in the project, another workspace's member: the module does not exist.
    expect((await ask(hub.team.guest, hub.moduleId, "Content summary", TAG)).status).toBe(404);
    expect((await ask(rival.team.owner, hub.moduleId, "Content summary", TAG)).status).toBe(404);
    // A task board asked as a content hub (and a hub as a task board) is not found either.
    const board = await seedProjectModule(getDb(), hub.projectId, { name: "Board" });
    expect((await ask(hub.team.member, board.id, "Content summary", TAG)).status).toBe(404);
    expect((await ask(hub.team.member, hub.moduleId, "Are there any overdue tasks?")).status).toBe(404);
    // A private project's hub is hidden from a member without a role in it.
    const secret = await seedProject(getDb(), hub.team.workspace.id, { private: true, name: "Secret" });
    const hidden = await seedProjectModule(getDb(), secret.id, { tag: "ContentHub", name: "Hidden hub" });
    expect((await ask(hub.team.member, hidden.id, "Content summary", TAG)).status).toBe(404);
  });
});

describe("the model's tools", () => {
  const open = async (c: Caller) => {
    const context = await contentHubAi.open(c.actor, hub.moduleId, "en");
    const tool = (name: string) => context.tools.find((t) => t.name === name) as AiTool;
    return { context, tool };
  };

  it("read this hub only, under the asker's rights, with validated arguments", async () => {
    const { context, tool } = await open(hub.team.viewer);
    expect(context.canCreate).toBe(false);
    expect(context.tools.map((t) => t.name)).toEqual([
      "search_posts",
      "get_post",
      "search_products",
      "get_product",
      "list_categories",
      "content_summary",
      "draft_post",
      "draft_product_description",
    ]);
    // The prompt names the module and its structure, never its content.
    expect(context.describe()).toContain('content hub named "Site content"');
    expect(context.describe()).not.toMatch(/Solar Lamp|Five ways|Garden Hose/);

    const found = (await tool("search_posts").run({ query: "solar panels" })) as {
      total: number;
      posts: { id: string; title: string; link: string }[];
    };
    // Best match first: the words appear whole in the first.
    expect(found.posts.map((p) => p.title)).toEqual([
      "Five ways to save energy with solar panels",
      "Solar panel maintenance checklist",
    ]);
    expect(found.posts[0]!.link).toBe(editor("blog", solarPost.id));
    const published = (await tool("search_posts").run({ state: "published" })) as { total: number };
    expect(published.total).toBe(2);

    const secretId = (await getDb().contentPost.findFirstOrThrow({ where: { moduleId: other } })).id;
    expect(await tool("get_post").run({ id: secretId })).toEqual({
      error: `No post ${secretId} in this content hub`,
    });
    expect(await tool("get_post").run({ id: solarPost.id })).toMatchObject({
      title: "Five ways to save energy with solar panels",
      text: "Panels on the roof.",
      categories: ["Solar energy"],
    });
    expect(await tool("get_product").run({ id: lamp.id })).toMatchObject({
      name: "Solar Lamp",
      price: 49.9,
      stock: 12,
      categories: [{ id: categories.lighting!.id, name: "Lighting" }],
    });
    const products = (await tool("search_products").run({ query: "lamp" })) as {
      products: { name: string }[];
    };
    expect(products.products.map((p) => p.name)).toEqual(["Solar Lamp"]);
    expect(await tool("list_categories").run({ contentType: "product" })).toEqual([
      { id: categories.lighting!.id, name: "Lighting", contentType: "product", active: true, parent: null },
    ]);

    await expect(tool("get_post").run({ id: "nope" })).rejects.toThrow(AiToolArgumentsError);
    await expect(tool("search_posts").run({ moduleId: other })).rejects.toThrow(AiToolArgumentsError);
  });

  it("draft the same shapes as the built-in assistant", async () => {
    const { tool } = await open(hub.team.member);
    const drafted = (await tool("draft_post").run({ topic: "solar panels for homes" })) as {
      draft: unknown;
      relatedPublishedPosts: { title: string; link: string }[];
    };
    expect(z.parse(postDraftSchema, drafted.draft).title).toBe("Solar panels for homes");
    expect(drafted.relatedPublishedPosts.map((p) => p.title)).toEqual([
      "Five ways to save energy with solar panels",
    ]);
    const described = (await tool("draft_product_description").run({ product: lamp.id })) as {
      draft: unknown;
    };
    expect(z.parse(productDescriptionDraftSchema, described.draft).productId).toBe(lamp.id);
    expect(await tool("draft_product_description").run({ product: "Bicycle" })).toMatchObject({
      error: 'No product of this content hub is named "Bicycle"',
    });
    expect(JSON.stringify(await tool("content_summary").run({}))).not.toMatch(LEAKS);
  });
});
