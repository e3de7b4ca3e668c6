// What a stranger can make a public form hold (issue 31): the per-address limits count an IPv6
// client by its /64, unsubmitted uploads are capped per form and per workspace and purged after
// FORM_UPLOAD_TTL_MINUTES, and submissions and uploads are taken only for the published version (or
// the one it replaced, for FORM_VERSION_GRACE_MINUTES).
import { POST as publishRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/publish/route";
import type { PublicForm } from "@/modules/form-builder/shared/types";
import { getDb } from "@/lib/server/db";
import { getFileStorage } from "@/lib/server/files/storage";
import { resetRateLimits } from "@/lib/server/security/rate-limit";
import { formUploadsPurgeJob, purgeFormUploads } from "@/modules/form-builder/server/jobs/purge-form-uploads";
import { errorBody } from "../workspaces/helpers";
import {
  fileAnswer,
  hit,
  imageContent,
  pngOf,
  publicForm,
  publishedForm,
  seedBuilder,
  seedPublishedForm,
  submit,
  uploadFile,
  type Builder,
  type PublishedForm,
} from "./helpers";

process.env.FORM_SUBMIT_RATE_LIMIT_PER_MINUTE = "10000";

const ok = (pub: PublicForm) => ({ versionId: pub.versionId, answers: { name: "A", liked: "Yes" } });

describe("per-address limits", () => {
  beforeEach(() => {
    process.env.FORM_SUBMIT_RATE_LIMIT_PER_MINUTE = "3";
    resetRateLimits();
  });
  afterEach(() => {
    process.env.FORM_SUBMIT_RATE_LIMIT_PER_MINUTE = "10000";
    resetRateLimits();
  });

  /** Submissions to one new form from these addresses in turn: their statuses. */
  async function fromEach(ips: string[]): Promise<number[]> {
    const { form, pub } = await seedPublishedForm();
    const statuses: number[] = [];
    for (const ip of ips) statuses.push((await submit(form.slug, ok(pub), { "x-forwarded-for": ip })).status);
    return statuses;
  }

  it("count every address of one IPv6 /64 together; another /64 is another client", async () => {
    const sameSubscriber = ["2001:db8:7:1::a", "2001:db8:7:1::b", "2001:db8:7:1:ffff::1", "2001:db8:7:1::c"];
    expect(await fromEach([...sameSubscriber, "2001:db8:7:2::a"])).toEqual([200, 200, 200, 429, 200]);
  });

  it("count an IPv4-mapped IPv6 address as its IPv4 address", async () => {
    expect(await fromEach(["10.7.7.7", "::ffff:10.7.7.7", "10.7.7.7", "::ffff:a07:707"])).toEqual([
      200, 200, 200, 429,
    ]);
  });
});

describe("unsubmitted uploads", () => {
  let b: Builder;
  beforeEach(async () => {
    process.env.FORM_UPLOAD_QUOTA_PER_FORM_MB = "1";
    process.env.FORM_UPLOAD_QUOTA_PER_WORKSPACE_MB = "2";
    b = await seedBuilder();
  });
  afterEach(() => {
    delete process.env.FORM_UPLOAD_QUOTA_PER_FORM_MB;
    delete process.env.FORM_UPLOAD_QUOTA_PER_WORKSPACE_MB;
  });

  const imageForm = async (builder: Builder = b) => {
    const form = await publishedForm(builder, imageContent);
    const { versionId } = (await publicForm(form.slug)).body;
    const send = (kib: number) => uploadFile(form.slug, { versionId, element: "pic" }, pngOf(kib));
    return { form, versionId, send };
  };
  const quotaError = errorBody(
    429,
    "Too many files are waiting to be submitted to this form. Please try again later.",
  );

  it("are capped per form; a submitted upload no longer counts", async () => {
    const { form, versionId, send } = await imageForm();
    const first = await send(400);
    expect([first.status, (await send(400)).status]).toEqual([200, 200]);
    const over = await send(400);
    expect(over.body).toMatchObject(quotaError);
    expect(await getDb().formUpload.count({ where: { formId: form.id } })).toBe(2);

    const res = await submit(form.slug, { versionId, answers: { pic: fileAnswer(first.body.fileKey) } });
    expect(res.status).toBe(200);
    expect((await send(400)).status).toBe(200);
  });

  it("stay within the quota under concurrent uploads: those that do not fit are refused and deleted", async () => {
    const { form, send } = await imageForm();
    const results = await Promise.all([send(400), send(400), send(400), send(400)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 200, 429, 429]);
    expect(await getDb().formUpload.count({ where: { formId: form.id } })).toBe(2);
    expect(await getDb().file.count({ where: { workspaceId: b.team.workspace.id } })).toBe(2);
  });

  it("are capped per workspace, whatever form they were sent to; other workspaces are not", async () => {
    const [a, c, d] = [await imageForm(), await imageForm(), await imageForm()];
    for (const form of [a, c]) for (let n = 0; n < 2; n += 1) expect((await form.send(400)).status).toBe(200);
    // 1,600 KiB waiting: 400 more fit in 2 MiB, 800 do not (though the form's own 1 MiB would).
    expect((await d.send(400)).status).toBe(200);
    const over = await d.send(400);
    expect(over.body).toMatchObject(quotaError);

    const other = await imageForm(await seedBuilder("Other Forms"));
    expect((await other.send(400)).status).toBe(200);
  });

  it("are purged after FORM_UPLOAD_TTL_MINUTES (60); submitted ones are kept", async () => {
    const { form, versionId, send } = await imageForm();
    const kept = (await send(1)).body.fileKey;
    const dropped = (await send(1)).body.fileKey;
    expect((await submit(form.slug, { versionId, answers: { pic: fileAnswer(kept) } })).status).toBe(200);
    const key = (fileKey: string) => fileKey.slice(1);
    const exists = async (fileKey: string) =>
      [
        (await getDb().formUpload.count({ where: { fileKey: key(fileKey) } })) === 1,
        (await getDb().file.count({ where: { key: key(fileKey) } })) === 1,
        (await getFileStorage().get(key(fileKey))) !== null,
      ].every(Boolean);

    expect(await purgeFormUploads(new Date(Date.now() + 59 * 60_000))).toBe(0);
    expect(await exists(dropped)).toBe(true);
    // (Earlier tests' uploads in this file's database go too.)
    expect(await purgeFormUploads(new Date(Date.now() + 61 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await exists(dropped)).toBe(false);
    expect(await exists(kept)).toBe(true);
    expect(formUploadsPurgeJob.name).toBe("form-uploads-purge");
    // Its file answer no longer resolves: a submission naming it is refused.
    const late = await submit(form.slug, { versionId, answers: { pic: fileAnswer(dropped) } });
    expect(late.status).toBe(400);
  });
});

describe("versions", () => {
  let b: Builder;
  let form: PublishedForm;
  let first: PublicForm;
  beforeEach(async () => ({ b, form, pub: first } = await seedPublishedForm()));

  const republish = async () => {
    const res = await hit(publishRoute, b.team.member, {
      method: "POST",
      params: { moduleId: b.moduleId, formId: form.id },
    });
    expect(res.status).toBe(200);
    return (await publicForm(form.slug)).body;
  };
  const stale = errorBody(409, "This form has changed since you opened it. Please reload the page.");

  it("take the published version, and the one it replaced for FORM_VERSION_GRACE_MINUTES (60)", async () => {
    const second = await republish();
    expect(second.versionId).not.toBe(first.versionId);
    expect((await submit(form.slug, ok(first))).status).toBe(200);
    expect((await submit(form.slug, ok(second))).status).toBe(200);

    await getDb().formVersion.update({
      where: { id: second.versionId },
      data: { publishedAt: new Date(Date.now() - 61 * 60_000) },
    });
    expect((await submit(form.slug, ok(first))).body).toMatchObject(stale);
    expect((await submit(form.slug, ok(second))).status).toBe(200);
    // Two republications ago is stale however recent the last one is.
    const third = await republish();
    expect((await submit(form.slug, ok(first))).body).toMatchObject(stale);
    expect((await submit(form.slug, ok(second))).status).toBe(200);
    expect((await submit(form.slug, ok(third))).status).toBe(200);
  });

  it("refuse an unknown version with 409 too, and uploads of a stale version", async () => {
    const unknown = { ...ok(first), versionId: "0123456789abcdef01234567" };
    expect((await submit(form.slug, unknown)).body).toMatchObject(stale);

    const images = await publishedForm(b, imageContent);
    const old = (await publicForm(images.slug)).body.versionId;
    await hit(publishRoute, b.team.member, {
      method: "POST",
      params: { moduleId: b.moduleId, formId: images.id },
    });
    await getDb().formVersion.updateMany({
      where: { formId: images.id, NOT: { id: old } },
      data: { publishedAt: new Date(Date.now() - 61 * 60_000) },
    });
    const res = await uploadFile(images.slug, { versionId: old, element: "pic" }, pngOf(1));
    expect(res.body).toMatchObject(stale);
  });
});
