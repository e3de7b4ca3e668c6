// Online chat's attachments: files uploaded to a conversation (checked by their bytes, capped while
// streaming, images given a thumbnail), sent by their uploader's message, served to the
// conversation's people while the message stands, taken back before sending, and purged when unsent
// for a day or when their message is purged.
import sharp from "sharp";
import { NextRequest } from "next/server";
import { GET as fileGet } from "@/app/api/v1/files/[...key]/route";
import { POST as uploadPost } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/attachments/route";
import { DELETE as uploadDelete } from "@/app/api/v1/online-chat/[moduleId]/attachments/[attachmentId]/route";
import { GET as messagesGet } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/messages/route";
import { POST as messagesPost } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/messages/route";
import { DELETE as memberDelete } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/members/[userId]/route";
import {
  DELETE as messageDelete,
  PATCH as messagePatch,
} from "@/app/api/v1/online-chat/[moduleId]/messages/[messageId]/route";
import { getDb } from "@/lib/server/db";
import { getFileStorage } from "@/lib/server/files/storage";
import { ORPHAN_GRACE_MS, purgeOrphanedUploads } from "@/lib/server/jobs/purge-orphaned-uploads";
import { purgeTrash } from "@/modules/online-chat/server/boxes";
import { purgeUnsentAttachments } from "@/modules/online-chat/server/attachments";
import type { ChatAttachment, ChatMessage, MessagePage } from "@/modules/online-chat/shared/types";
import { download, withTempFilesDir } from "../files/helpers";
import { seedTeam, type Caller } from "../workspaces/helpers";
import { channel, direct, hit, list, seedChat, type Chat } from "./helpers";

jest.setTimeout(30_000);
withTempFilesDir("suite-chat-files-");

let chat: Chat;
beforeEach(async () => {
  chat = await seedChat();
});

async function upload(
  by: Caller,
  conversationId: string,
  file: { bytes: Uint8Array; name: string } | null,
  moduleId = chat.moduleId,
) {
  const form = new FormData();
  if (file) form.append("file", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  const req = new NextRequest(
    `http://localhost:3000/api/v1/online-chat/${moduleId}/conversations/${conversationId}/attachments`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${by.token}`, "x-forwarded-for": "10.0.0.1" },
      body: form,
    },
  );
  const res = await uploadPost(req, { params: Promise.resolve({ moduleId, conversationId }) });
  return { status: res.status, body: (await res.json()) as ChatAttachment & { message?: string } };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const keyOf = (url: string) => url.replace("/api/v1/files/", "");
const fetchFile = (by: Caller, url: string) => download(fileGet, keyOf(url), { token: by.token });

function sendWith(by: Caller, conversationId: string, body: Record<string, unknown>) {
  return hit<ChatMessage>(messagesPost, by, {
    params: { moduleId: chat.moduleId, conversationId },
    body,
  });
}

describe("uploading", () => {
  it("takes images with a thumbnail, documents and text by their bytes, and refuses the rest", async () => {
    const { member, admin } = chat.team;
    const dm = await direct(chat, member, [admin]);
    const image = await upload(member, dm.id, { bytes: await png(1600, 1200), name: "Board photo.png" });
    expect(image.status).toBe(201);
    expect(image.body).toMatchObject({
      name: "Board photo.png",
      contentType: "image/png",
      width: 1600,
      height: 1200,
    });
    const thumb = await fetchFile(member, image.body.thumbUrl!);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    const shown = await sharp(thumb.bytes).metadata();
    expect([shown.width, shown.height]).toEqual([480, 360]);

    // A PDF named .txt is still a PDF; text by its bytes and name; no thumbnail for either.
    const pdf = await upload(member, dm.id, { bytes: PDF, name: "notes.txt" });
    expect(pdf.body).toMatchObject({ contentType: "application/pdf", thumbUrl: null, width: null });
    const text = await upload(member, dm.id, {
      bytes: new TextEncoder().encode("# Plan\n- ship"),
      name: "plan.md",
    });
    expect(text.body).toMatchObject({ contentType: "text/plain", name: "plan.md" });

    for (const bad of [
      { bytes: new TextEncoder().encode("<html><script>alert(1)</script></html>"), name: "page.html" },
      { bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: "logo.svg" },
      { bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 1, 2, 3]), name: "setup.exe" },
      // A PNG signature on bytes that are not an image.
      {
        bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]),
        name: "fake.png",
      },
    ]) {
      const refused = await upload(member, dm.id, bad);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^This type of file can't be sent/);
    }
    expect((await upload(member, dm.id, null)).status).toBe(400);
    const huge = await upload(member, dm.id, {
      bytes: new Uint8Array(10 * 1024 * 1024 + 1),
      name: "big.pdf",
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe("File must be smaller than 10MB.");
    expect(await getDb().chatAttachment.count()).toBe(3);
  });

  it("is for people of the conversation who may write, in this workspace only", async () => {
    const { member, admin, viewer, owner } = chat.team;
    const launch = await channel(chat, member, "launch", [viewer]);
    const file = { bytes: PDF, name: "a.pdf" };
    expect((await upload(viewer, launch.id, file)).status).toBe(403);
    for (const outsider of [owner, admin]) expect((await upload(outsider, launch.id, file)).status).toBe(404);
    const other = await seedTeam("Other");
    expect((await upload(other.owner, launch.id, file)).status).toBe(404);
    expect(
      await getDb().file.count({ where: { ownerKind: "online_chat", workspaceId: chat.team.workspace.id } }),
    ).toBe(0);
  });
});

describe("sending files", () => {
  it("carries the uploads in order, with or without text, and lists show their names", async () => {
    const { member, admin } = chat.team;
    const dm = await direct(chat, member, [admin]);
    const a = (await upload(member, dm.id, { bytes: await png(40, 30), name: "a.png" })).body;
    const b = (await upload(member, dm.id, { bytes: PDF, name: "b.pdf" })).body;
    const sent = await sendWith(member, dm.id, { attachmentIds: [b.id, a.id], clientRequestId: "files-1" });
    expect(sent.status).toBe(201);
    expect(sent.body.body).toBe("");
    expect(sent.body.attachments!.map((f) => f.name)).toEqual(["b.pdf", "a.png"]);
    // A retry answers the same message; the files are not sent twice.
    const again = await sendWith(member, dm.id, { attachmentIds: [b.id, a.id], clientRequestId: "files-1" });
    expect(again.body.id).toBe(sent.body.id);

    const page = await hit<MessagePage>(messagesGet, admin, {
      params: { moduleId: chat.moduleId, conversationId: dm.id },
      query: {},
    });
    expect(page.body.data[0]!.attachments).toEqual(sent.body.attachments);
    expect((await list(chat, admin)).body.data[0]!.lastMessage!.body).toBe("📎 b.pdf, a.png");
    // A message without files carries no attachments field.
    const plain = await sendWith(member, dm.id, { body: "no files" });
    expect(plain.body).not.toHaveProperty("attachments");
  });

  it("refuses files that are not the sender's unsent uploads of this conversation", async () => {
    const { member, admin } = chat.team;
    const dm = await direct(chat, member, [admin]);
    const other = await channel(chat, member, "other", [admin]);
    const theirs = (await upload(admin, dm.id, { bytes: PDF, name: "theirs.pdf" })).body;
    const elsewhere = (await upload(member, other.id, { bytes: PDF, name: "elsewhere.pdf" })).body;
    const mine = (await upload(member, dm.id, { bytes: PDF, name: "mine.pdf" })).body;
    const invalid =
      "Attach at most 10 files, each one you uploaded to this conversation and haven't sent yet.";
    for (const ids of [[theirs.id], [elsewhere.id], ["0".repeat(24)], ["nope"]]) {
      const refused = await sendWith(member, dm.id, { body: "x", attachmentIds: ids });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: invalid });
    }
    expect(
      (await sendWith(member, dm.id, { body: "x", attachmentIds: Array(11).fill(mine.id) })).status,
    ).toBe(400);
    // Nothing was sent (each refusal rolled back), and the upload is still there to send.
    expect(await getDb().chatMessage.count({ where: { conversationId: dm.id } })).toBe(0);
    expect((await sendWith(member, dm.id, { attachmentIds: [mine.id] })).status).toBe(201);
    const reused = await sendWith(member, dm.id, { body: "again", attachmentIds: [mine.id] });
    expect(reused.body).toMatchObject({ message: invalid });
    expect((await sendWith(member, dm.id, {})).body).toMatchObject({ message: "Message is required" });
  });

  it("keeps the files when the text is edited, and lets it be blank only then", async () => {
    const { member, admin } = chat.team;
    const dm = await direct(chat, member, [admin]);
    const file = (await upload(member, dm.id, { bytes: PDF, name: "spec.pdf" })).body;
    const withFile = (await sendWith(member, dm.id, { body: "see", attachmentIds: [file.id] })).body;
    const plain = (await sendWith(member, dm.id, { body: "words" })).body;
    const edit = (id: string, body: string) =>
      hit<ChatMessage>(messagePatch, member, {
        method: "PATCH",
        params: { moduleId: chat.moduleId, messageId: id },
        body: { body },
      });
    const blanked = await edit(withFile.id, "  ");
    expect(blanked.status).toBe(200);
    expect(blanked.body).toMatchObject({ body: "", attachments: [{ name: "spec.pdf" }] });
    expect((await edit(plain.id, "")).body).toMatchObject({ message: "Message is required" });
  });
});

describe("reading files", () => {
  it("serves them to the conversation's people while the message stands", async () => {
    const { member, admin, owner } = chat.team;
    const launch = await channel(chat, member, "launch", [admin]);
    const image = (await upload(member, launch.id, { bytes: await png(64, 64), name: "shot.png" })).body;
    // Unsent: its uploader's only.
    expect((await fetchFile(member, image.url)).status).toBe(200);
    expect((await fetchFile(admin, image.url)).status).toBe(404);
    const message = (await sendWith(member, launch.id, { attachmentIds: [image.id] })).body;
    for (const url of [image.url, image.thumbUrl!]) {
      expect((await fetchFile(admin, url)).status).toBe(200);
      // The workspace's owner is not in the channel: not found.
      expect((await fetchFile(owner, url)).status).toBe(404);
    }
    const other = await seedTeam("Other");
    expect((await fetchFile(other.owner, image.url)).status).toBe(404);

    // Deleted: gone for the others, still in its author's trash.
    await hit(messageDelete, member, {
      method: "DELETE",
      params: { moduleId: chat.moduleId, messageId: message.id },
    });
    expect((await fetchFile(admin, image.url)).status).toBe(404);
    expect((await fetchFile(member, image.url)).status).toBe(200);
  });

  it("stops serving someone who leaves the conversation", async () => {
    const { member, admin } = chat.team;
    const launch = await channel(chat, member, "launch", [admin]);
    const file = (await upload(member, launch.id, { bytes: PDF, name: "plan.pdf" })).body;
    await sendWith(member, launch.id, { attachmentIds: [file.id] });
    expect((await fetchFile(admin, file.url)).status).toBe(200);
    const removed = await hit(memberDelete, member, {
      method: "DELETE",
      params: { moduleId: chat.moduleId, conversationId: launch.id, userId: admin.user.id },
    });
    expect(removed.status).toBe(200);
    expect((await fetchFile(admin, file.url)).status).toBe(404);
  });
});

describe("taking back and purging", () => {
  it("lets the uploader take back an unsent file, bytes and all", async () => {
    const { member, admin } = chat.team;
    const dm = await direct(chat, member, [admin]);
    const file = (await upload(member, dm.id, { bytes: await png(20, 20), name: "oops.png" })).body;
    const take = (by: Caller, id: string) =>
      hit(uploadDelete, by, { method: "DELETE", params: { moduleId: chat.moduleId, attachmentId: id } });
    expect((await take(admin, file.id)).status).toBe(404);
    expect((await take(member, file.id)).status).toBe(200);
    expect((await take(member, file.id)).status).toBe(404);
    expect(await getFileStorage().get(keyOf(file.url))).toBeNull();
    expect(await getFileStorage().get(keyOf(file.thumbUrl!))).toBeNull();
    expect(
      await getDb().file.count({ where: { ownerKind: "online_chat", workspaceId: chat.team.workspace.id } }),
    ).toBe(0);
    // A sent one cannot be taken back.
    const sent = (await upload(member, dm.id, { bytes: PDF, name: "kept.pdf" })).body;
    await sendWith(member, dm.id, { attachmentIds: [sent.id] });
    expect((await take(member, sent.id)).status).toBe(404);
  });

  it("purges uploads unsent for a day, and a purged message's files with the orphans", async () => {
    const { member, admin } = chat.team;
    const dm = await direct(chat, member, [admin]);
    const unsent = (await upload(member, dm.id, { bytes: PDF, name: "unsent.pdf" })).body;
    const fresh = (await upload(member, dm.id, { bytes: PDF, name: "fresh.pdf" })).body;
    const kept = (await upload(member, dm.id, { bytes: PDF, name: "kept.pdf" })).body;
    const gone = (await upload(member, dm.id, { bytes: PDF, name: "gone.pdf" })).body;
    await sendWith(member, dm.id, { attachmentIds: [kept.id] });
    const purgedMessage = (await sendWith(member, dm.id, { attachmentIds: [gone.id] })).body;
    const old = new Date(Date.now() - 25 * 3_600_000);
    await getDb().chatAttachment.update({ where: { id: unsent.id }, data: { createdAt: old } });

    expect(await purgeUnsentAttachments(100)).toBe(1);
    expect(await getDb().chatAttachment.findUnique({ where: { id: unsent.id } })).toBeNull();
    expect(await getFileStorage().get(keyOf(unsent.url))).toBeNull();
    expect(await getDb().chatAttachment.findUnique({ where: { id: fresh.id } })).not.toBeNull();

    // The message leaves the trash for good: its file is an orphan the daily purge removes; the
    // files still on messages (or unsent within their day) stay.
    await getDb().chatMessage.update({
      where: { id: purgedMessage.id },
      data: { deletedAt: new Date(Date.now() - 31 * 86_400_000) },
    });
    expect(await purgeTrash(100)).toBe(1);
    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    await purgeOrphanedUploads(later);
    expect(await getFileStorage().get(keyOf(gone.url))).toBeNull();
    for (const file of [kept, fresh]) expect(await getFileStorage().get(keyOf(file.url))).not.toBeNull();
  });
});
