// Forms through their routes: creation ('Form name is required'), the draft, publication into frozen
// versions, settings, following, rights through the module gate (viewer reads, member writes, guest
// and other workspaces 404, private forms), and the AI draft.
import { GET as moduleRoute } from "@/app/api/v1/form-builder/[moduleId]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/form-builder/[moduleId]/form/route";
import { POST as draftRoute } from "@/app/api/v1/form-builder/[moduleId]/form/draft/route";
import {
  DELETE as deleteRoute,
  GET as getRoute,
  PATCH as patchRoute,
} from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/route";
import { POST as publishRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/publish/route";
import { POST as unpublishRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/unpublish/route";
import { PATCH as settingsRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/settings/route";
import {
  DELETE as unfollowRoute,
  PUT as followRoute,
} from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/follow/route";
import { GET as responsesRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/responses/route";
import { GET as analyticsRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/analytics/route";
import { GET as exportRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/responses/export/route";
import { PUT as webhookRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/webhook/route";
import { GET as insightsRoute } from "@/app/api/v1/form-builder/[moduleId]/insights/route";
import { formContentSchema } from "@/modules/form-builder/shared/elements";
import type { Page } from "@/lib/contracts/endpoint";
import type { Form, FormBuilderInfo, FormDraft, FormItem } from "@/modules/form-builder/shared/types";
import * as z from "@/lib/zod";
import { getDb } from "@/lib/server/db";
import { errorBody } from "../workspaces/helpers";
import { createForm, hit, publicForm, sampleContent, seedBuilder, submit, type Builder } from "./helpers";

process.env.FORM_SUBMIT_RATE_LIMIT_PER_MINUTE = "10000";

let b: Builder;
beforeEach(async () => {
  b = await seedBuilder();
});

const params = (formId: string, moduleId = b.moduleId) => ({ moduleId, formId });

describe("the module and its gate", () => {
  it("answers what each role may do; guests and other workspaces get 404", async () => {
    const admin = await hit<FormBuilderInfo>(moduleRoute, b.team.admin, { params: { moduleId: b.moduleId } });
    expect(admin.body).toMatchObject({ name: "Surveys", access: { read: true, add: true, manage: true } });
    const viewer = await hit<FormBuilderInfo>(moduleRoute, b.team.viewer, {
      params: { moduleId: b.moduleId },
    });
    expect(viewer.body.access).toMatchObject({ read: true, add: false, edit: false, delete: false });
    expect((await hit(moduleRoute, b.team.guest, { params: { moduleId: b.moduleId } })).status).toBe(404);
    const other = await seedBuilder("Other Co");
    expect((await hit(moduleRoute, other.team.owner, { params: { moduleId: b.moduleId } })).status).toBe(404);
  });

  it("every form route is 404 from another workspace and for a guest, 403 for a viewer's writes", async () => {
    const form = await createForm(b);
    await hit(publishRoute, b.team.member, { method: "POST", params: params(form.id) });
    const other = await seedBuilder("Other Co");
    const reads = [getRoute, responsesRoute, analyticsRoute, exportRoute];
    for (const caller of [other.team.owner, b.team.guest]) {
      for (const route of reads)
        expect((await hit(route, caller, { params: params(form.id) })).status).toBe(404);
      expect((await hit(listRoute, caller, { params: { moduleId: b.moduleId } })).status).toBe(404);
      expect((await hit(insightsRoute, caller, { params: { moduleId: b.moduleId } })).status).toBe(404);
      expect(
        (await hit(patchRoute, caller, { method: "PATCH", params: params(form.id), body: { title: "X" } }))
          .status,
      ).toBe(404);
      expect((await hit(deleteRoute, caller, { method: "DELETE", params: params(form.id) })).status).toBe(
        404,
      );
    }
    // Another workspace's owner naming their own module with this form's id: not found either.
    expect((await hit(getRoute, other.team.owner, { params: params(form.id, other.moduleId) })).status).toBe(
      404,
    );

    const viewer = b.team.viewer;
    for (const route of [getRoute, responsesRoute, analyticsRoute])
      expect((await hit(route, viewer, { params: params(form.id) })).status).toBe(200);
    expect(
      (await hit(createRoute, viewer, { params: { moduleId: b.moduleId }, body: { title: "X" } })).status,
    ).toBe(403);
    expect(
      (await hit(patchRoute, viewer, { method: "PATCH", params: params(form.id), body: { title: "X" } }))
        .status,
    ).toBe(403);
    expect((await hit(publishRoute, viewer, { method: "POST", params: params(form.id) })).status).toBe(403);
    expect((await hit(unpublishRoute, viewer, { method: "POST", params: params(form.id) })).status).toBe(403);
    expect(
      (
        await hit(settingsRoute, viewer, {
          method: "PATCH",
          params: params(form.id),
          body: { acceptingResponses: false },
        })
      ).status,
    ).toBe(403);
    expect((await hit(deleteRoute, viewer, { method: "DELETE", params: params(form.id) })).status).toBe(403);
    expect(
      (await hit(draftRoute, viewer, { params: { moduleId: b.moduleId }, body: { prompt: "contact" } }))
        .status,
    ).toBe(403);
    // The webhook is for the module's admins.
    expect(
      (
        await hit(webhookRoute, b.team.member, {
          method: "PUT",
          params: params(form.id),
          body: { url: "https://hooks.example.com/x" },
        })
      ).status,
    ).toBe(403);
  });

  it("shows a private form only to its creator and the module's admins", async () => {
    const mine = await createForm(b, b.team.member, { private: true, title: "Mine" });
    await createForm(b, b.team.member, { private: false, title: "Shared" });
    const seenBy = async (caller: typeof b.team.member) =>
      (await hit<Page<FormItem>>(listRoute, caller, { params: { moduleId: b.moduleId } })).body.data
        .map((f) => f.title)
        .sort();
    expect(await seenBy(b.team.member)).toEqual(["Mine", "Shared"]);
    expect(await seenBy(b.team.admin)).toEqual(["Mine", "Shared"]);
    expect(await seenBy(b.team.viewer)).toEqual(["Shared"]);
    expect((await hit(getRoute, b.team.viewer, { params: params(mine.id) })).status).toBe(404);
  });
});

describe("creating and saving", () => {
  it("requires a name: 'Form name is required'", async () => {
    const res = await hit(createRoute, b.team.member, {
      params: { moduleId: b.moduleId },
      body: { title: "  " },
    });
    expect(res.body).toMatchObject(errorBody(400, "Form name is required"));
    const empty = await hit<Form>(createRoute, b.team.member, {
      params: { moduleId: b.moduleId },
      body: { title: "Blank" },
    });
    expect(empty.status).toBe(201);
    expect(empty.body).toMatchObject({
      title: "Blank",
      private: true,
      elements: [],
      published: false,
      following: true,
    });
    expect(empty.body.configuration).toEqual({ theme: "1", alignment: "left", direction: "ltr" });
  });

  it("refuses invalid content: unknown types, logic about missing elements, a too-large image", async () => {
    const form = await createForm(b);
    const bad = async (body: unknown) =>
      (await hit(patchRoute, b.team.member, { method: "PATCH", params: params(form.id), body })).status;
    const { elements } = sampleContent();
    expect(await bad({ elements: [{ ...elements[1], type: "laser" }] })).toBe(400);
    expect(
      await bad({
        logic: [{ id: "x", when: "nope", operator: "isEmpty", value: "", action: "hide", target: "name" }],
      }),
    ).toBe(400);
    expect(await bad({ elements: [{ ...elements[1], type: "image", configuration: { maxSize: 9 } }] })).toBe(
      400,
    );
    // Deleting an element a rule is about is refused unless the rule goes too.
    expect(await bad({ elements: elements.filter((e) => e.id !== "why") })).toBe(400);
    expect(await bad({ elements: elements.filter((e) => e.id !== "why"), logic: [] })).toBe(200);
  });
});

describe("publication and versions", () => {
  it("freezes a version: draft edits are not public until published again", async () => {
    const form = await createForm(b);
    expect((await publicForm(form.slug)).status).toBe(404);
    const first = await hit<Form>(publishRoute, b.team.member, { method: "POST", params: params(form.id) });
    expect(first.body).toMatchObject({
      published: true,
      hasDraftChanges: false,
      publishedVersion: { version: 1 },
    });
    const v1 = (await publicForm(form.slug)).body;
    expect(v1).toMatchObject({ title: "Feedback", open: true });

    const edited = await hit<Form>(patchRoute, b.team.member, {
      method: "PATCH",
      params: params(form.id),
      body: { title: "Feedback 2", configuration: { theme: "2", alignment: "center", direction: "rtl" } },
    });
    expect(edited.body.hasDraftChanges).toBe(true);
    expect((await publicForm(form.slug)).body).toMatchObject({ title: "Feedback", versionId: v1.versionId });

    const second = await hit<Form>(publishRoute, b.team.member, { method: "POST", params: params(form.id) });
    expect(second.body.publishedVersion?.version).toBe(2);
    const v2 = (await publicForm(form.slug)).body;
    expect(v2).toMatchObject({ title: "Feedback 2", configuration: { theme: "2", direction: "rtl" } });
    expect(v2.versionId).not.toBe(v1.versionId);

    // A respondent who opened version 1 still submits against it.
    const old = await submit(form.slug, { versionId: v1.versionId, answers: { name: "Ann", liked: "Yes" } });
    expect(old.status).toBe(200);
    const stored = await getDb().formResponse.findUniqueOrThrow({
      where: { id: old.body.id },
      select: { versionId: true },
    });
    expect(stored.versionId).toBe(v1.versionId);

    // Unpublishing takes the page down; nothing is revealed about the draft.
    await hit(unpublishRoute, b.team.member, { method: "POST", params: params(form.id) });
    expect((await publicForm(form.slug)).body).toMatchObject(errorBody(404, "Form not found"));
    expect(
      (await submit(form.slug, { versionId: v2.versionId, answers: { name: "Bo", liked: "Yes" } })).status,
    ).toBe(404);
  });

  it("will not publish a form without a question", async () => {
    const res = await hit<Form>(createRoute, b.team.member, {
      params: { moduleId: b.moduleId },
      body: { title: "Empty" },
    });
    const pub = await hit(publishRoute, b.team.member, { method: "POST", params: params(res.body.id) });
    expect(pub.body).toMatchObject(errorBody(400, "Add at least one question before publishing"));
  });

  it("deletes a form with its responses", async () => {
    const form = await createForm(b);
    await hit(publishRoute, b.team.member, { method: "POST", params: params(form.id) });
    const { versionId } = (await publicForm(form.slug)).body;
    await submit(form.slug, { versionId, answers: { name: "Ann", liked: "Yes" } });
    expect(
      (await hit(deleteRoute, b.team.member, { method: "DELETE", params: params(form.id) })).status,
    ).toBe(200);
    expect(await getDb().formResponse.count({ where: { formId: form.id } })).toBe(0);
    expect((await publicForm(form.slug)).status).toBe(404);
  });
});

describe("settings", () => {
  it("takes a thank-you message and an https redirect only", async () => {
    const form = await createForm(b);
    const patch = (body: unknown) =>
      hit<Form>(settingsRoute, b.team.member, { method: "PATCH", params: params(form.id), body });
    expect(await patch({ redirectUrl: "http://example.com" })).toMatchObject({ status: 400 });
    expect(await patch({ redirectUrl: "https://localhost" })).toMatchObject({ status: 400 });
    const ok = await patch({
      redirectUrl: "https://example.com/thanks",
      thankYouMessage: "Thanks!",
      responseLimit: 5,
      onePerBrowser: true,
    });
    expect(ok.body.settings).toMatchObject({
      redirectUrl: "https://example.com/thanks",
      thankYouMessage: "Thanks!",
      responseLimit: 5,
      onePerBrowser: true,
      acceptingResponses: true,
    });
    expect(await patch({ responseLimit: 0 })).toMatchObject({ status: 400 });
  });

  it("follows and unfollows", async () => {
    const form = await createForm(b);
    expect(
      (await hit(unfollowRoute, b.team.member, { method: "DELETE", params: params(form.id) })).body,
    ).toEqual({ following: false });
    expect((await hit<Form>(getRoute, b.team.member, { params: params(form.id) })).body.following).toBe(
      false,
    );
    expect((await hit(followRoute, b.team.viewer, { method: "PUT", params: params(form.id) })).body).toEqual({
      following: true,
    });
  });
});

describe("AI draft", () => {
  it("drafts a valid form from the closest template (built-in provider)", async () => {
    const res = await hit<FormDraft>(draftRoute, b.team.member, {
      params: { moduleId: b.moduleId },
      body: { prompt: "A job application for our designer position with a phone number" },
    });
    expect(res.status).toBe(200);
    expect(res.body.templateId).toBe("job-application");
    expect(z.safeParse(formContentSchema, res.body).success).toBe(true);
    expect(
      (await hit(draftRoute, b.team.member, { params: { moduleId: b.moduleId }, body: { prompt: " " } }))
        .status,
    ).toBe(400);
  });
});
