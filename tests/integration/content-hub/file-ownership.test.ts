// A content hub uses only its own uploads: a post, product or category naming a file of another
// module, another project's cover or another workspace is refused (and so never published), and a
// hub's uploads are served to those who may read the hub — through its project's and its own access.
import sharp from "sharp";
import { NextRequest } from "next/server";
import { GET as fileRoute } from "@/app/api/v1/files/[...key]/route";
import { POST as genericUploadRoute } from "@/app/api/v1/files/upload/route";
import { POST as uploadRoute } from "@/app/api/v1/content-hub/[moduleId]/upload/route";
import { POST as createPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/route";
import { PATCH as patchPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/route";
import { POST as publishPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/publish/route";
import { POST as createProductRoute } from "@/app/api/v1/content-hub/[moduleId]/products/route";
import { POST as createCategoryRoute } from "@/app/api/v1/content-hub/[moduleId]/categories/route";
import { GET as publicFileRoute } from "@/app/api/v1/public/content-hub/[moduleId]/files/[...key]/route";
import { PATCH as patchProjectRoute } from "@/app/api/v1/workspaces/project/[projectId]/route";
import type { Post } from "@/modules/content-hub/shared/types";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { download, upload as genericUpload, image, PNG_HEAD, withTempFilesDir } from "../files/helpers";
import { errorBody, type Caller } from "../workspaces/helpers";
import { hit, seedHub, type Hub } from "./helpers";

jest.setTimeout(30_000);

let hub: Hub;

withTempFilesDir("suite-hub-owned-");
beforeEach(async () => {
  hub = await seedHub();
});

const FOREIGN = "Only files uploaded to this content hub can be used here";
const refused = { status: 400, body: errorBody(400, FOREIGN) };

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 9, g: 90, b: 200 } } })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

/** Uploads an image into a content hub module; its stored fileKey ('/' + key). */
async function hubUpload(caller: Caller, moduleId: string): Promise<string> {
  const form = new FormData();
  form.append("file", new File([(await png()) as Uint8Array<ArrayBuffer>], "p.png", { type: "image/png" }));
  const req = new NextRequest(`http://localhost:3000/api/v1/content-hub/${moduleId}/upload?kind=image`, {
    method: "POST",
    headers: { authorization: `Bearer ${caller.token}`, "x-forwarded-for": "10.0.0.1" },
    body: form,
  });
  const res = await uploadRoute(req, { params: Promise.resolve({ moduleId }) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { fileKey: string }).fileKey;
}

/** Another project's cover (an upload its owner made its cover): its key. */
async function otherProjectCover(): Promise<string> {
  const project = await seedProject(getDb(), hub.team.workspace.id, { name: "Elsewhere" });
  const up = await genericUpload(
    genericUploadRoute,
    { token: hub.team.owner.token },
    { bytes: image(PNG_HEAD, 200), name: "c.png" },
  );
  const key = up.body.key as string;
  const res = await call(patchProjectRoute, {
    method: "PATCH",
    token: hub.team.owner.token,
    params: { projectId: project.id },
    body: { coverImage: `files/${key}` },
  });
  expect(res.status).toBe(200);
  return key;
}

const publicFile = (key: string, moduleId = hub.moduleId) =>
  publicFileRoute(
    new NextRequest(`http://localhost:3000/api/v1/public/content-hub/${moduleId}/files/${key}`),
    {
      params: Promise.resolve({ moduleId, key: key.split("/") }),
    },
  );

async function newPost(): Promise<Post> {
  const res = await hit<Post>(createPostRoute, hub.team.member, {
    params: { moduleId: hub.moduleId },
    body: { title: "Launch" },
  });
  expect(res.status).toBe(201);
  return res.body;
}

const patchPost = (blogId: string, body: unknown) =>
  hit(patchPostRoute, hub.team.member, { method: "PATCH", params: { moduleId: hub.moduleId, blogId }, body });

describe("references to files the hub does not own", () => {
  it("are refused in a post's cover and body, and so never published", async () => {
    const secretProject = await seedProject(getDb(), hub.team.workspace.id, {
      name: "Secret",
      private: true,
    });
    const secretHub = await seedProjectModule(getDb(), secretProject.id, {
      tag: "ContentHub",
      name: "Internal",
    });
    const theirs = await hubUpload(hub.team.owner, secretHub.id);
    const cover = `/${await otherProjectCover()}`;
    const post = await newPost();

    for (const fileKey of [theirs, cover]) {
      expect(await patchPost(post.id, { coverImgUrl: fileKey })).toMatchObject(refused);
      expect(
        await patchPost(post.id, { content: `<p>x</p><img src="/api/v1/files${fileKey}">` }),
      ).toMatchObject(refused);
      expect(
        await patchPost(post.id, { title: "Launch", content: `<a href="/api/v1/files${fileKey}">file</a>` }),
      ).toMatchObject(refused);
    }
    const created = await hit(createPostRoute, hub.team.member, {
      params: { moduleId: hub.moduleId },
      body: { title: "Copy", content: `<img src="/api/v1/files${theirs}">` },
    });
    expect(created).toMatchObject(refused);
    const stored = await getDb().contentPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(stored.coverImgUrl).toBeNull();
    expect(stored.content).not.toContain(theirs);

    // Its own upload is fine; published, only that one is public through this hub.
    const own = await hubUpload(hub.team.member, hub.moduleId);
    expect((await patchPost(post.id, { coverImgUrl: own })).status).toBe(200);
    const published = await hit(publishPostRoute, hub.team.member, {
      method: "POST",
      params: { moduleId: hub.moduleId, blogId: post.id },
    });
    expect(published.status).toBe(200);
    expect((await publicFile(own.slice(1))).status).toBe(200);
    expect((await publicFile(theirs.slice(1))).status).toBe(404);
    expect((await publicFile(cover.slice(1))).status).toBe(404);
  });

  it("are refused in a product's images and downloads and a category's image", async () => {
    const otherHub = await seedProjectModule(getDb(), hub.projectId, { tag: "ContentHub", name: "Shop" });
    const theirs = await hubUpload(hub.team.owner, otherHub.id);
    const params = { moduleId: hub.moduleId };
    expect(
      await hit(createProductRoute, hub.team.member, { params, body: { mediaUrls: [theirs] } }),
    ).toMatchObject(refused);
    const downloads = {
      section: "downloads",
      title: "Manuals",
      items: [{ title: "Manual", contentType: "file", file: theirs }],
    };
    expect(
      await hit(createProductRoute, hub.team.member, {
        params,
        body: { metadata: { customFields: [downloads] } },
      }),
    ).toMatchObject(refused);
    expect(
      await hit(createCategoryRoute, hub.team.member, {
        params,
        body: { name: "Shoes", contentType: "product", media: [{ key: theirs }] },
      }),
    ).toMatchObject(refused);
    expect(await getDb().contentProduct.count({ where: { moduleId: hub.moduleId } })).toBe(0);
    expect(await getDb().contentCategory.count({ where: { moduleId: hub.moduleId } })).toBe(0);
  });

  it("already stored (before this rule) keep a post from being published and are not served", async () => {
    const otherHub = await seedProjectModule(getDb(), hub.projectId, { tag: "ContentHub", name: "Shop" });
    const theirs = await hubUpload(hub.team.owner, otherHub.id);
    const post = await newPost();
    await getDb().contentPost.update({ where: { id: post.id }, data: { coverImgUrl: theirs } });
    const res = await hit(publishPostRoute, hub.team.member, {
      method: "POST",
      params: { moduleId: hub.moduleId, blogId: post.id },
    });
    expect(res).toMatchObject(refused);
    expect((await getDb().contentPost.findUniqueOrThrow({ where: { id: post.id } })).isPublished).toBe(false);
    // Even published by a direct write, the public route serves only the hub's own uploads.
    await getDb().contentPost.update({ where: { id: post.id }, data: { isPublished: true } });
    expect((await publicFile(theirs.slice(1))).status).toBe(404);
  });

  it("a hub's upload cannot become a project's cover", async () => {
    const own = await hubUpload(hub.team.owner, hub.moduleId);
    const res = await call(patchProjectRoute, {
      method: "PATCH",
      token: hub.team.owner.token,
      params: { projectId: hub.projectId },
      body: { coverImage: `files${own}` },
    });
    expect(res.status).toBe(400);
  });
});

describe("a hub's uploads through /api/v1/files", () => {
  it("are served to those who may read the hub, 404 to the others", async () => {
    const key = (await hubUpload(hub.team.member, hub.moduleId)).slice(1);
    const status = async (c: Caller) => (await download(fileRoute, key, { token: c.token })).status;
    // A public project's hub: every member; the guest was given nothing.
    expect(await status(hub.team.viewer)).toBe(200);
    expect(await status(hub.team.guest)).toBe(404);

    await getDb().project.update({ where: { id: hub.projectId }, data: { private: true } });
    expect(await status(hub.team.viewer)).toBe(404);
    expect(await status(hub.team.member)).toBe(404);
    expect(await status(hub.team.admin)).toBe(200);
    await getDb().projectAccess.create({
      data: { id: newId(), projectId: hub.projectId, userId: hub.team.viewer.user.id, role: "viewer" },
    });
    expect(await status(hub.team.viewer)).toBe(200);
    // A private module of that project: its members and the project's admins only.
    await getDb().projectModule.update({ where: { id: hub.moduleId }, data: { private: true } });
    expect(await status(hub.team.viewer)).toBe(404);
    expect(await status(hub.team.owner)).toBe(200);
  });
});
