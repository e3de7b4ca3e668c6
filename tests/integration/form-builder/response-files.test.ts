// A respondent's upload belongs to its form: it is served to those who may read the form's
// responses (the module gate, then the form: shared, or private to its creator and the module's
// administrators), 404 to everyone else in the workspace, and a form accepts only its own uploads.
import { GET as fileRoute } from "@/app/api/v1/files/[...key]/route";
import { PATCH as updateFormRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/route";
import { getDb } from "@/lib/server/db";
import { download, withTempFilesDir } from "../files/helpers";
import { seedTeam, type Caller } from "../workspaces/helpers";
import {
  hit,
  imageContent,
  pngOf,
  publicForm,
  publishedForm,
  seedBuilder,
  submit,
  uploadFile,
  type Builder,
} from "./helpers";

jest.setTimeout(30_000);

let b: Builder;

withTempFilesDir("suite-form-files-");
beforeEach(async () => {
  b = await seedBuilder();
});

/** A published form with one image question (private unless told), an answer's upload and response. */
async function answeredForm(isPrivate: boolean) {
  const form = await publishedForm(b, { private: isPrivate, ...imageContent });
  const versionId = (await publicForm(form.slug)).body.versionId;
  const uploaded = await uploadFile(form.slug, { versionId, element: "pic" }, pngOf(1));
  expect(uploaded.status).toBe(200);
  const { fileKey, size } = uploaded.body;
  const answered = await submit(form.slug, {
    versionId,
    answers: { pic: { fileKey, name: "photo.png", size, contentType: "image/png" } },
  });
  expect(answered.status).toBe(200);
  return { form, key: fileKey.slice(1) };
}

const status = async (key: string, caller: Caller) =>
  (await download(fileRoute, key, { token: caller.token })).status;

async function statuses(key: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const role of ["owner", "admin", "member", "viewer", "guest"] as const)
    out[role] = await status(key, b.team[role]);
  return out;
}

describe("a form response's upload", () => {
  it("of a private form: its creator and the module's administrators only", async () => {
    const { key } = await answeredForm(true);
    // The member created it; the viewer reads the module but not another's private form.
    expect(await statuses(key)).toEqual({ owner: 200, admin: 200, member: 200, viewer: 404, guest: 404 });
    expect((await download(fileRoute, key)).status).toBe(401);
  });

  it("of a shared form: whoever may read its responses, and no one after losing the module", async () => {
    const { form, key } = await answeredForm(true);
    const shared = await hit(updateFormRoute, b.team.member, {
      method: "PATCH",
      params: { moduleId: b.moduleId, formId: form.id },
      body: { private: false },
    });
    expect(shared.status).toBe(200);
    expect(await statuses(key)).toEqual({ owner: 200, admin: 200, member: 200, viewer: 200, guest: 404 });

    await getDb().projectModule.update({ where: { id: b.moduleId }, data: { private: true } });
    expect(await statuses(key)).toEqual({ owner: 200, admin: 200, member: 404, viewer: 404, guest: 404 });
  });

  it("answers 404 to another workspace", async () => {
    const { key } = await answeredForm(false);
    const other = await seedTeam();
    expect(await status(key, other.owner)).toBe(404);
  });
});
