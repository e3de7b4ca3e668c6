// The dashboard's folders (spec §2 dashboard/folders) through their routes: create, rename and delete
// with the name rules, filing a form in and out (its updatedAt kept), the folder filter of the forms
// list, counts of only the forms the caller sees, and rights: viewers read, writers file, guests and
// other workspaces get 404, another module's folder is not found.
import { GET as listFormsRoute } from "@/app/api/v1/form-builder/[moduleId]/form/route";
import { PATCH as patchFormRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/form-builder/[moduleId]/folder/route";
import {
  DELETE as deleteRoute,
  GET as getRoute,
  PATCH as renameRoute,
} from "@/app/api/v1/form-builder/[moduleId]/folder/[folderId]/route";
import type { Page } from "@/lib/contracts/endpoint";
import {
  FORM_FOLDERS_MAX,
  type Form,
  type FormFolderItem,
  type FormItem,
} from "@/modules/form-builder/shared/types";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { errorBody } from "../workspaces/helpers";
import { createForm, hit, seedBuilder, type Builder } from "./helpers";

let b: Builder;
beforeEach(async () => {
  b = await seedBuilder();
});

type Caller = Builder["team"]["member"];

async function makeFolder(name: string, caller: Caller = b.team.member, builder = b) {
  const res = await hit<FormFolderItem>(createRoute, caller, {
    params: { moduleId: builder.moduleId },
    body: { name },
  });
  if (res.status !== 201) throw new Error(`create folder failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const fileIn = (
  formId: string,
  folderId: string | null,
  caller: Caller = b.team.member,
  moduleId = b.moduleId,
) => hit<Form>(patchFormRoute, caller, { method: "PATCH", params: { moduleId, formId }, body: { folderId } });

const folders = async (caller: Caller = b.team.member) =>
  (await hit<FormFolderItem[]>(listRoute, caller, { params: { moduleId: b.moduleId } })).body;

const titlesIn = async (folder: string, caller: Caller = b.team.member) =>
  (
    await hit<Page<FormItem>>(listFormsRoute, caller, { params: { moduleId: b.moduleId }, query: { folder } })
  ).body.data
    .map((form) => form.title)
    .sort();

describe("creating, renaming and deleting folders", () => {
  it("creates folders listed by name, each with its form count", async () => {
    const events = await makeFolder("  Events ");
    expect(events).toMatchObject({ name: "Events", formCount: 0 });
    await makeFolder("archive");
    const hr = await makeFolder("HR");
    const form = await createForm(b, b.team.member, { title: "Party RSVP" });
    expect((await fileIn(form.id, events.id)).body.folder).toEqual({ id: events.id, name: "Events" });
    expect((await folders()).map((f) => [f.name, f.formCount])).toEqual([
      ["archive", 0],
      ["Events", 1],
      ["HR", 0],
    ]);
    const one = await hit<FormFolderItem>(getRoute, b.team.viewer, {
      params: { moduleId: b.moduleId, folderId: hr.id },
    });
    expect(one.body).toMatchObject({ id: hr.id, name: "HR", formCount: 0 });
  });

  it("checks the name: required, at most 60 characters, unique in the module without case", async () => {
    const post = (name: unknown) =>
      hit(createRoute, b.team.member, { params: { moduleId: b.moduleId }, body: { name } });
    expect((await post("   ")).body).toMatchObject(errorBody(400, "Folder name is required"));
    expect((await post(undefined)).body).toMatchObject(errorBody(400, "Folder name is required"));
    expect((await post("x".repeat(61))).body).toMatchObject(
      errorBody(400, "The folder name is too long (60 characters at most)"),
    );
    await makeFolder("Events");
    expect((await post("events ")).body).toMatchObject(
      errorBody(409, "A folder with this name already exists"),
    );
    // Case is compared beyond ASCII too.
    await makeFolder("Événements");
    expect((await post("ÉVÉNEMENTS")).body).toMatchObject(
      errorBody(409, "A folder with this name already exists"),
    );
    // The same name in another module is fine.
    const other = await seedBuilder("Other Co");
    await makeFolder("Events", other.team.member, other);

    const archive = await makeFolder("Archive");
    const rename = (name: string) =>
      hit<FormFolderItem>(renameRoute, b.team.member, {
        method: "PATCH",
        params: { moduleId: b.moduleId, folderId: archive.id },
        body: { name },
      });
    expect((await rename("EVENTS")).body).toMatchObject(
      errorBody(409, "A folder with this name already exists"),
    );
    expect((await rename("")).body).toMatchObject(errorBody(400, "Folder name is required"));
    expect((await rename("Old forms")).body).toMatchObject({ id: archive.id, name: "Old forms" });
    // Renaming to itself in another case is allowed.
    expect((await rename("old Forms")).status).toBe(200);
  });

  it("refuses a folder past the module's limit", async () => {
    const scope = { workspaceId: b.team.workspace.id, moduleId: b.moduleId, projectModuleId: b.moduleId };
    await getDb().formFolder.createMany({
      data: Array.from({ length: FORM_FOLDERS_MAX }, (_, i) => ({
        id: newId(),
        ...scope,
        name: `Folder ${i}`,
        nameKey: `folder ${i}`,
      })),
    });
    const res = await hit(createRoute, b.team.member, {
      params: { moduleId: b.moduleId },
      body: { name: "One more" },
    });
    expect(res.body).toMatchObject(
      errorBody(409, "This form builder already has 200 folders, the most it can have"),
    );
    expect(await folders()).toHaveLength(FORM_FOLDERS_MAX);
  });

  it("deleting a folder keeps its forms, in no folder", async () => {
    const events = await makeFolder("Events");
    const form = await createForm(b, b.team.member, { title: "Party RSVP" });
    await fileIn(form.id, events.id);
    const res = await hit(deleteRoute, b.team.admin, {
      method: "DELETE",
      params: { moduleId: b.moduleId, folderId: events.id },
    });
    expect(res.body).toEqual({ id: events.id });
    expect(await folders()).toEqual([]);
    expect(await titlesIn("none")).toEqual(["Party RSVP"]);
    expect(
      (await hit(getRoute, b.team.member, { params: { moduleId: b.moduleId, folderId: events.id } })).body,
    ).toMatchObject(errorBody(404, "Folder not found"));
  });
});

describe("filing forms", () => {
  it("files a form in and out without changing its updatedAt, and filters the list by folder", async () => {
    const events = await makeFolder("Events");
    const hr = await makeFolder("HR");
    const rsvp = await createForm(b, b.team.member, { title: "Party RSVP" });
    const survey = await createForm(b, b.team.member, { title: "Venue survey" });
    await createForm(b, b.team.member, { title: "Loose" });
    const before = await getDb().form.findUniqueOrThrow({
      where: { id: rsvp.id },
      select: { updatedAt: true },
    });

    expect((await fileIn(rsvp.id, events.id)).status).toBe(200);
    expect((await fileIn(survey.id, events.id)).status).toBe(200);
    expect(await titlesIn(events.id)).toEqual(["Party RSVP", "Venue survey"]);
    expect(await titlesIn(hr.id)).toEqual([]);
    expect(await titlesIn("none")).toEqual(["Loose"]);

    expect((await fileIn(survey.id, hr.id)).body.folder).toEqual({ id: hr.id, name: "HR" });
    expect((await fileIn(rsvp.id, null)).body.folder).toBeNull();
    expect(await titlesIn("none")).toEqual(["Loose", "Party RSVP"]);
    expect(await titlesIn(hr.id)).toEqual(["Venue survey"]);
    const after = await getDb().form.findUniqueOrThrow({
      where: { id: rsvp.id },
      select: { updatedAt: true, hasDraftChanges: true },
    });
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it("counts and lists only the forms the caller sees (others' private forms are not counted)", async () => {
    const events = await makeFolder("Events");
    const shared = await createForm(b, b.team.member, { title: "Shared", private: false });
    const secret = await createForm(b, b.team.member, { title: "Secret", private: true });
    await fileIn(shared.id, events.id);
    await fileIn(secret.id, events.id);
    expect((await folders(b.team.member))[0]!.formCount).toBe(2);
    expect((await folders(b.team.admin))[0]!.formCount).toBe(2);
    expect((await folders(b.team.viewer))[0]!.formCount).toBe(1);
    expect(await titlesIn(events.id, b.team.viewer)).toEqual(["Shared"]);
  });

  it("refuses a folder of another module or workspace, and a malformed folder filter", async () => {
    const form = await createForm(b);
    const other = await seedBuilder("Other Co");
    const theirs = await makeFolder("Theirs", other.team.member, other);
    expect((await fileIn(form.id, theirs.id)).body).toMatchObject(errorBody(404, "Folder not found"));
    expect(
      (
        await hit(listFormsRoute, b.team.member, {
          params: { moduleId: b.moduleId },
          query: { folder: theirs.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (await hit(listFormsRoute, b.team.member, { params: { moduleId: b.moduleId }, query: { folder: "x" } }))
        .status,
    ).toBe(400);
    expect((await fileIn(form.id, "not-an-id")).status).toBe(400);
    const stored = await getDb().form.findUniqueOrThrow({
      where: { id: form.id },
      select: { folderId: true },
    });
    expect(stored.folderId).toBeNull();
  });
});

describe("rights", () => {
  it("viewers read folders but cannot create, rename, delete or file", async () => {
    const events = await makeFolder("Events");
    const form = await createForm(b);
    const viewer = b.team.viewer;
    expect((await hit(listRoute, viewer, { params: { moduleId: b.moduleId } })).status).toBe(200);
    expect(
      (await hit(createRoute, viewer, { params: { moduleId: b.moduleId }, body: { name: "Mine" } })).status,
    ).toBe(403);
    const folderParams = { moduleId: b.moduleId, folderId: events.id };
    expect(
      (await hit(renameRoute, viewer, { method: "PATCH", params: folderParams, body: { name: "X" } })).status,
    ).toBe(403);
    expect((await hit(deleteRoute, viewer, { method: "DELETE", params: folderParams })).status).toBe(403);
    expect((await fileIn(form.id, events.id, viewer)).status).toBe(403);
    expect(await folders()).toEqual([expect.objectContaining({ name: "Events", formCount: 0 })]);
  });

  it("guests and other workspaces get 404 on every folder route, even naming their own module", async () => {
    const events = await makeFolder("Events");
    const other = await seedBuilder("Other Co");
    const folderParams = { moduleId: b.moduleId, folderId: events.id };
    for (const caller of [other.team.owner, b.team.guest]) {
      expect((await hit(listRoute, caller, { params: { moduleId: b.moduleId } })).status).toBe(404);
      expect(
        (await hit(createRoute, caller, { params: { moduleId: b.moduleId }, body: { name: "X" } })).status,
      ).toBe(404);
      expect((await hit(getRoute, caller, { params: folderParams })).status).toBe(404);
      expect(
        (await hit(renameRoute, caller, { method: "PATCH", params: folderParams, body: { name: "X" } }))
          .status,
      ).toBe(404);
      expect((await hit(deleteRoute, caller, { method: "DELETE", params: folderParams })).status).toBe(404);
    }
    const theirs = { moduleId: other.moduleId, folderId: events.id };
    expect((await hit(getRoute, other.team.owner, { params: theirs })).body).toMatchObject(
      errorBody(404, "Folder not found"),
    );
    expect((await hit(deleteRoute, other.team.owner, { method: "DELETE", params: theirs })).status).toBe(404);
    expect(await folders()).toHaveLength(1);
  });
});
