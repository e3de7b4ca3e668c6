// The public side of a form (/f/{slug}, signed out): the published version only, submissions
// validated with the shared rules and logic, the honeypot, the per-address rate limit, idempotent
// retries, closed / close date / limit / one per browser, uploads checked by content, and followers
// told of each response.
import { PATCH as settingsRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/settings/route";
import type { PublicForm } from "@/modules/form-builder/shared/types";
import { getDb } from "@/lib/server/db";
import {
  ANNOUNCE_SETTLE_MS,
  announceResponses,
} from "@/modules/form-builder/server/follow-notifications/announce-responses";
import { formsToAnnounce } from "@/modules/form-builder/server/follow-notifications/forms-to-announce";
import { responseCounts } from "@/modules/form-builder/server/stats/stat-reads";
import { formAnnouncementsJob } from "@/modules/form-builder/server/jobs/form-announcements";
import { resetRateLimits } from "@/lib/server/security/rate-limit";
import { errorBody } from "../workspaces/helpers";
import {
  fileAnswer,
  hit,
  imageContent,
  newSubmissionId,
  pngOf,
  publicForm,
  publishedForm,
  seedPublishedForm,
  submit,
  uploadFile,
  type Builder,
  type PublishedForm,
} from "./helpers";

process.env.FORM_SUBMIT_RATE_LIMIT_PER_MINUTE = "10000";

let b: Builder;
let form: PublishedForm;
let pub: PublicForm;
beforeEach(async () => ({ b, form, pub } = await seedPublishedForm()));

const settings = (body: unknown) =>
  hit(settingsRoute, b.team.member, {
    method: "PATCH",
    params: { moduleId: b.moduleId, formId: form.id },
    body,
  });
const responses = () => getDb().formResponse.findMany({ where: { formId: form.id } });

describe("reading", () => {
  it("answers the published version; unknown slugs are 404", async () => {
    expect(pub).toMatchObject({ slug: form.slug, title: "Feedback", open: true, closedReason: null });
    expect(pub.elements.map((e) => e.id)).toContain("why");
    expect((await publicForm("zzzzzzzzzz")).status).toBe(404);
    expect((await publicForm("BAD SLUG")).status).toBe(400);
  });
});

describe("submitting", () => {
  it("validates with the element rules: '{label} is required', 'Invalid email', number max", async () => {
    const res = await submit(form.slug, { versionId: pub.versionId, answers: { email: "nope", score: 11 } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      name: "Name is required",
      email: "Invalid email",
      liked: "Did you like it? is required",
      score: "Must be at most 10",
    });
    expect(await responses()).toHaveLength(0);
  });

  it("applies logic: a hidden field is neither required nor stored; shown, it is required", async () => {
    const yes = await submit(form.slug, {
      versionId: pub.versionId,
      answers: { name: "Ann", liked: "Yes", why: "ignored" },
    });
    expect(yes.status).toBe(200);
    const no = await submit(form.slug, { versionId: pub.versionId, answers: { name: "Bo", liked: "No" } });
    expect(no.body.fields).toEqual({ why: "Why not? is required" });
    const noWhy = await submit(form.slug, {
      versionId: pub.versionId,
      answers: { name: "Bo", liked: "No", why: " Too long " },
    });
    expect(noWhy.status).toBe(200);
    const stored = (await responses())
      .map((r) => r.answers)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(stored).toEqual([
      { name: "Ann", liked: "Yes" },
      { name: "Bo", liked: "No", why: "Too long" },
    ]);
  });

  it("stores a submission once when the browser retries it", async () => {
    const body = {
      submissionId: newSubmissionId(),
      versionId: pub.versionId,
      answers: { name: "Ann", liked: "Yes" },
    };
    const [a, c] = await Promise.all([submit(form.slug, body), submit(form.slug, body)]);
    const d = await submit(form.slug, body);
    expect([a.status, c.status, d.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.id, c.body.id, d.body.id]).size).toBe(1);
    expect(await responses()).toHaveLength(1);
    expect((await responseCounts([form.id])).get(form.id)).toBe(1);
  });

  it("thanks a bot that fills the honeypot and stores nothing", async () => {
    const res = await submit(form.slug, {
      versionId: pub.versionId,
      website: "http://spam",
      answers: { name: "Bot", liked: "Yes" },
    });
    expect(res.status).toBe(200);
    expect(await responses()).toHaveLength(0);
  });

  it("limits submissions per address", async () => {
    process.env.FORM_SUBMIT_RATE_LIMIT_PER_MINUTE = "3";
    resetRateLimits();
    try {
      const from = (ip: string) =>
        submit(
          form.slug,
          { versionId: pub.versionId, answers: { name: "A", liked: "Yes" } },
          { "x-forwarded-for": ip },
        );
      const statuses = [];
      for (let n = 0; n < 4; n += 1) statuses.push((await from("10.9.9.9")).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await from("10.9.9.10")).status).toBe(200);
    } finally {
      process.env.FORM_SUBMIT_RATE_LIMIT_PER_MINUTE = "10000";
      resetRateLimits();
    }
  });

  it("refuses when closed, past its close date or at its limit (409), and says so on the page", async () => {
    const ok = { versionId: pub.versionId, answers: { name: "A", liked: "Yes" } };
    await settings({ acceptingResponses: false });
    expect((await submit(form.slug, ok)).body).toMatchObject(
      errorBody(409, "This form is not accepting responses"),
    );
    expect((await publicForm(form.slug)).body).toMatchObject({ open: false, closedReason: "closed" });

    await settings({ acceptingResponses: true, closesAt: new Date(Date.now() - 1000).toISOString() });
    expect((await submit(form.slug, ok)).status).toBe(409);
    expect((await publicForm(form.slug)).body.closedReason).toBe("closeDate");

    await settings({ closesAt: new Date(Date.now() + 3_600_000).toISOString(), responseLimit: 2 });
    expect((await submit(form.slug, ok)).status).toBe(200);
    expect((await submit(form.slug, ok)).status).toBe(200);
    expect((await submit(form.slug, ok)).status).toBe(409);
    expect((await publicForm(form.slug)).body.closedReason).toBe("limit");
    expect(await responses()).toHaveLength(2);
  });

  it("takes one response per browser when asked to", async () => {
    await settings({ onePerBrowser: true });
    const ok = {
      versionId: pub.versionId,
      answers: { name: "A", liked: "Yes" },
      browserToken: "browser-token-1",
    };
    expect((await submit(form.slug, ok)).status).toBe(200);
    expect((await submit(form.slug, ok)).body).toMatchObject(
      errorBody(409, "You have already answered this form"),
    );
    expect((await submit(form.slug, { ...ok, browserToken: "browser-token-2" })).status).toBe(200);
    expect((await responseCounts([form.id])).get(form.id)).toBe(2);
  });

  it("tells the form's followers, not the others, once per batch of responses", async () => {
    const followerRows = () =>
      getDb().notification.findMany({
        where: { kind: "form.response", objectId: form.id },
        orderBy: { createdAt: "asc" },
        select: { userId: true, params: true, link: true },
      });
    for (const name of ["A", "B", "C"])
      await submit(form.slug, { versionId: pub.versionId, answers: { name, liked: "Yes" } });
    // Within the settling instant nothing is announced yet, and the caller learns more is left.
    expect(await announceResponses(form.id)).toBe(true);
    expect(await followerRows()).toEqual([]);

    // Two announcements at once (two nodes, or the sweep): the batch is told once.
    await Promise.all([announceResponses(form.id, 0), announceResponses(form.id, 0)]);
    const link = `/form-builder/${b.moduleId}/${form.id}/edit?view=responses`;
    expect(await followerRows()).toEqual([
      { userId: b.team.member.user.id, params: { formTitle: "Feedback", count: 3 }, link },
    ]);
    expect(await announceResponses(form.id, 0)).toBe(false);
    expect(await followerRows()).toHaveLength(1);

    await submit(form.slug, { versionId: pub.versionId, answers: { name: "D", liked: "Yes" } });
    expect(await formsToAnnounce(1000)).not.toContain(form.id);
    await new Promise((resolve) => setTimeout(resolve, ANNOUNCE_SETTLE_MS + 100));
    // The sweep finds what is left and tells it, the same way.
    expect(await formsToAnnounce(1000)).toContain(form.id);
    await formAnnouncementsJob.handler({}, { id: "job", attempt: 1, final: false });
    expect((await followerRows()).map((row) => row.params)).toEqual([
      { formTitle: "Feedback", count: 3 },
      { formTitle: "Feedback", count: 1 },
    ]);
    expect(await formsToAnnounce(1000)).not.toContain(form.id);
  });
});

describe("uploads", () => {
  it("stores an image checked by its bytes and accepts it as the answer", async () => {
    const withImage = await publishedForm(b, imageContent);
    const version = (await publicForm(withImage.slug)).body.versionId;
    const send = (bytes: Uint8Array, name: string) =>
      uploadFile(withImage.slug, { versionId: version, element: "pic" }, bytes, name);
    const bad = await send(new TextEncoder().encode("%PDF-1.4 not an image"), "photo.png");
    expect(bad.status).toBe(400);
    const good = await send(pngOf(0), "photo.png");
    expect(good.status).toBe(200);
    expect(good.body.contentType).toBe("image/png");
    const res = await submit(withImage.slug, {
      versionId: version,
      answers: { pic: fileAnswer(good.body.fileKey) },
    });
    expect(res.status).toBe(200);
    // A key that is not one of this form's uploads is refused.
    const forged = await submit(withImage.slug, {
      versionId: version,
      answers: { pic: fileAnswer("/0123456789abcdef01234567/0123456789abcdef01234567.png") },
    });
    expect(forged.status).toBe(400);
  });
});
