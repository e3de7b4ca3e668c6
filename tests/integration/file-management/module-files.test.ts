// The "From modules" tab: files other modules hold, each shown only to who may read its owner now
// (the same rule readableFile serves them by: a content hub's uploads to its readers, a private
// form's uploads to its creator and the module's administrators, a chat's files to the people in
// it), without what is no file of a person's (images' web-sized variants, thumbnails, unsent files,
// files of deleted messages); by name and type, newest first, by pages; another workspace's never.
import { GET as moduleFilesRoute } from "@/app/api/v1/file-management/[moduleId]/module-files/route";
import type { FileOwner } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { readableFile } from "@/lib/server/files/file-access";
import { newId } from "@/lib/server/ids";
import type { ModuleFile } from "@/modules/file-management/shared/types";
import { seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import type { Caller } from "../workspaces/helpers";
import { seedDrive, type Drive } from "./helpers";

let drive: Drive;
beforeEach(async () => {
  drive = await seedDrive();
});

const filesOf = (by: Caller, query: Record<string, string> = {}, moduleId = drive.moduleId) =>
  call<{ data: ModuleFile[]; nextCursor: string | null }>(moduleFilesRoute, {
    token: by.token,
    params: { moduleId },
    url: `http://localhost:3000/api/v1/file-management/${moduleId}/module-files?${new URLSearchParams(query)}`,
  });
const names = async (by: Caller, query: Record<string, string> = {}) =>
  (await filesOf(by, query)).body.data.map((file) => file.name);

let at = Date.UTC(2026, 10, 1);
async function stored(ownerKind: FileOwner, ownerId: string, name: string, contentType = "image/png") {
  const id = newId();
  const key = `${drive.team.workspace.id}/${id}.${name.split(".").pop()}`;
  await getDb().file.create({
    data: {
      id,
      key,
      workspaceId: drive.team.workspace.id,
      name,
      contentType,
      size: 100,
      ownerKind,
      ownerId,
      createdAt: new Date((at += 60_000)),
    },
  });
  return { id, key };
}

/** A content hub, a form builder with a private form of the owner's, a chat the member is in. */
async function seedOthers() {
  const { team, projectId } = drive;
  const hub = await seedProjectModule(getDb(), projectId, { tag: "ContentHub", name: "Site" });
  const forms = await seedProjectModule(getDb(), projectId, { tag: "FormBuilder", name: "Forms" });
  const chat = await seedProjectModule(getDb(), projectId, { tag: "OnlineChat", name: "Team chat" });
  const form = await getDb().form.create({
    data: {
      id: newId(),
      workspaceId: team.workspace.id,
      moduleId: forms.id,
      projectModuleId: forms.id,
      title: "Applications",
      slug: `apply-${newId()}`,
      private: true,
      createdById: team.owner.user.id,
    },
  });
  const conversation = await getDb().chatConversation.create({
    data: {
      id: newId(),
      workspaceId: team.workspace.id,
      moduleId: chat.id,
      projectModuleId: chat.id,
      kind: "channel",
      name: "general",
    },
  });
  await getDb().chatMember.create({ data: { conversationId: conversation.id, userId: team.member.user.id } });
  const message = async (seq: number, deleted = false) =>
    getDb().chatMessage.create({
      data: {
        id: newId(),
        conversationId: conversation.id,
        seq,
        body: "see attached",
        authorId: team.member.user.id,
        deletedAt: deleted ? new Date() : null,
      },
    });
  const attach = async (file: { id: string }, messageId: string | null, thumb?: { id: string }) =>
    getDb().chatAttachment.create({
      data: {
        id: newId(),
        conversationId: conversation.id,
        messageId,
        fileId: file.id,
        thumbFileId: thumb?.id ?? null,
        uploadedById: team.member.user.id,
      },
    });

  const logo = await stored("content_hub", hub.id, "logo.png");
  const variant = await stored("content_hub", hub.id, "logo-web.webp", "image/webp");
  await getDb().contentImageVariant.create({ data: { variantKey: variant.key, originalKey: logo.key } });
  await stored("form_response", form.id, "cv.pdf", "application/pdf");
  const sent = await stored("online_chat", conversation.id, "minutes.pdf", "application/pdf");
  const thumb = await stored("online_chat", conversation.id, "minutes-thumb.webp", "image/webp");
  await attach(sent, (await message(1)).id, thumb);
  await attach(await stored("online_chat", conversation.id, "unsent.txt", "text/plain"), null);
  await attach(
    await stored("online_chat", conversation.id, "deleted.txt", "text/plain"),
    (await message(2, true)).id,
  );
  return { hub, forms, chat };
}

describe("files from other modules", () => {
  it("shows each person what they may read of other modules, newest first, naming where each comes from", async () => {
    const { hub } = await seedOthers();
    const { member, owner, viewer } = drive.team;
    expect(await names(member)).toEqual(["minutes.pdf", "logo.png"]);
    expect(await names(owner)).toEqual(["cv.pdf", "logo.png"]);
    expect(await names(viewer)).toEqual(["logo.png"]);

    const [logo] = (await filesOf(viewer)).body.data;
    expect(logo).toMatchObject({
      name: "logo.png",
      preview: "image",
      url: expect.stringMatching(/^\/api\/v1\/files\/[0-9a-f]{24}\/[0-9a-f]{24}\.png$/),
      source: {
        kind: "content_hub",
        module: { id: hub.id, name: "Site", href: expect.stringContaining(hub.id) },
      },
    });
    expect(await names(member, { q: "MINUTES" })).toEqual(["minutes.pdf"]);
    expect(await names(owner, { type: "pdf" })).toEqual(["cv.pdf"]);
    expect(await names(owner, { type: "folder" })).toEqual([]);
    expect((await filesOf(owner, { type: "nonsense" })).status).toBe(400);
    expect((await filesOf(owner, { cursor: "garbage" })).status).toBe(400);
  });

  it("lists only files readableFile serves to the same person, and every such file of theirs", async () => {
    await seedOthers();
    const listedOnly = new Set(["logo-web.webp", "minutes-thumb.webp", "unsent.txt", "deleted.txt"]);
    const files = await getDb().file.findMany({
      where: {
        workspaceId: drive.team.workspace.id,
        ownerKind: { in: ["content_hub", "form_response", "online_chat"] },
      },
    });
    for (const role of ["owner", "admin", "member", "viewer", "guest"] as const) {
      const caller = drive.team[role];
      const answer = await filesOf(caller);
      // A guest outside the project does not find the drive itself.
      if (role === "guest") {
        expect(answer.status).toBe(404);
        continue;
      }
      const listed = new Set(answer.body.data.map((file) => file.name));
      for (const file of files) {
        const readable = (await readableFile(caller.user.id, drive.team.workspace.id, file.key)) !== null;
        if (listed.has(file.name)) expect([role, file.name, readable]).toEqual([role, file.name, true]);
        else if (!listedOnly.has(file.name))
          expect([role, file.name, readable]).toEqual([role, file.name, false]);
      }
    }
  });

  it("pages newest first; another workspace's files never show; outsiders do not find the module", async () => {
    const hub = await seedProjectModule(getDb(), drive.projectId, { tag: "ContentHub", name: "Site" });
    for (let i = 0; i < 105; i++)
      await stored("content_hub", hub.id, `image-${String(i).padStart(3, "0")}.png`);
    const first = await filesOf(drive.team.member);
    expect(first.body.data).toHaveLength(100);
    expect(first.body.data[0]!.name).toBe("image-104.png");
    const second = await filesOf(drive.team.member, { cursor: first.body.nextCursor! });
    expect(second.body.data.map((file) => file.name)).toEqual([
      "image-004.png",
      "image-003.png",
      "image-002.png",
      "image-001.png",
      "image-000.png",
    ]);
    expect(second.body.nextCursor).toBeNull();

    const other = await seedDrive("Other Co");
    const theirHub = await seedProjectModule(getDb(), other.projectId, { tag: "ContentHub", name: "Theirs" });
    await getDb().file.create({
      data: {
        id: newId(),
        key: `${other.team.workspace.id}/${newId()}.png`,
        workspaceId: other.team.workspace.id,
        name: "theirs.png",
        contentType: "image/png",
        size: 1,
        ownerKind: "content_hub",
        ownerId: theirHub.id,
      },
    });
    expect((await filesOf(other.team.member, {}, other.moduleId)).body.data.map((file) => file.name)).toEqual(
      ["theirs.png"],
    );
    expect((await filesOf(drive.team.member, {}, other.moduleId)).status).toBe(404);
  });
});
