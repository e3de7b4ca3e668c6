// The folded response counts (modules/form-builder/server/stats/): the Analyze tab's numbers are the
// same whether responses are folded, in the tail, or both; a deleted folded response is subtracted;
// the fold job finds forms with settled responses; a response limit counts every stored response,
// also those sent before it was set, and holds under concurrent submissions.
process.env.FORM_SUBMIT_RATE_LIMIT_PER_MINUTE = "10000";

import { DELETE as deleteRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/responses/[responseId]/route";
import { GET as analyticsRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/analytics/route";
import { PATCH as settingsRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/settings/route";
import type { FormAnalytics, PublicForm } from "@/modules/form-builder/shared/types";
import { getDb } from "@/lib/server/db";
import { foldFormStats } from "@/modules/form-builder/server/stats/fold-form-stats";
import { formsToFold } from "@/modules/form-builder/server/stats/forms-to-fold";
import { responseCounts } from "@/modules/form-builder/server/stats/stat-reads";
import { formStatsFoldJob } from "@/modules/form-builder/server/jobs/form-stats-fold";
import {
  hit,
  publicForm,
  publishedForm,
  seedPublishedForm,
  submit,
  type Builder,
  type PublishedForm,
} from "./helpers";

let b: Builder;
let form: PublishedForm;
let pub: PublicForm;
beforeEach(async () => ({ b, form, pub } = await seedPublishedForm()));

const params = () => ({ moduleId: b.moduleId, formId: form.id });
const analytics = async () =>
  (await hit<FormAnalytics>(analyticsRoute, b.team.viewer, { params: params() })).body;
const send = async (answers: Record<string, unknown>) => {
  const res = await submit(form.slug, { versionId: pub.versionId, answers });
  expect(res.status).toBe(200);
  return res.body.id;
};
/** Moves responses back in time (settled: older than the fold's five minutes). */
const age = (ids: string[], minutes: number) =>
  getDb().$executeRaw`
    UPDATE "FormResponse" SET "createdAt" = "createdAt" - make_interval(mins => ${minutes})
     WHERE "id" = ANY(${ids})`;
const statsOf = () =>
  getDb().formStat.findMany({
    where: { formId: form.id },
    orderBy: [{ kind: "asc" }, { elementId: "asc" }, { value: "asc" }],
  });
const summary = (a: FormAnalytics) => {
  const q = Object.fromEntries(a.questions.map((x) => [x.elementId, x]));
  return {
    submissions: a.submissions,
    liked: q.liked!.choices,
    likedAnswered: q.liked!.answered,
    sub: q.sub!.choices,
    score: q.score!.number,
    days: a.overTime.reduce((sum, d) => sum + d.count, 0),
  };
};

describe("folded counts", () => {
  it("give the same numbers folded, in the tail, or both", async () => {
    const old = [
      await send({ name: "A", liked: "Yes", score: 2, sub: true }),
      await send({ name: "B", liked: "No", why: "Slow", score: 4 }),
      await send({ name: "C", liked: "Yes", score: 10 }),
    ];
    const tailOnly = summary(await analytics());
    expect(tailOnly).toEqual({
      submissions: 3,
      liked: [
        { value: "Yes", count: 2 },
        { value: "No", count: 1 },
      ],
      likedAnswered: 3,
      sub: [
        { value: "true", count: 1 },
        { value: "false", count: 2 },
      ],
      score: { min: 2, max: 10, mean: 16 / 3, median: 4 },
      days: 3,
    });
    // Nothing settled yet: nothing folded, the numbers came from the tail.
    expect(await getDb().formStat.count({ where: { formId: form.id, kind: "total" } })).toBe(0);

    // Settled (the first read moved statsUntil to five minutes ago, so back to never folded), then
    // folded by two folds at once: counted once.
    await age(old, 10);
    await getDb().form.update({ where: { id: form.id }, data: { statsUntil: null } });
    await Promise.all([foldFormStats(form.id), foldFormStats(form.id)]);
    const folded = summary(await analytics());
    expect(folded).toEqual(tailOnly);
    expect((await statsOf()).find((s) => s.kind === "total")?.count).toBe(3n);
    expect((await getDb().form.findUniqueOrThrow({ where: { id: form.id } })).statsUntil).not.toBeNull();

    // A fresh response is read from the tail, beside the folded three.
    await send({ name: "D", liked: "No", why: "Meh", score: 5, sub: true });
    const both = summary(await analytics());
    expect(both).toMatchObject({
      submissions: 4,
      liked: [
        { value: "Yes", count: 2 },
        { value: "No", count: 2 },
      ],
      sub: [
        { value: "true", count: 2 },
        { value: "false", count: 2 },
      ],
      score: { min: 2, max: 10, mean: 21 / 4, median: 4.5 },
      days: 4,
    });
    expect((await statsOf()).find((s) => s.kind === "total")?.count).toBe(3n);
    expect((await responseCounts([form.id])).get(form.id)).toBe(4);
  });

  it("subtract a deleted response that was folded, and drop the counts that reach zero", async () => {
    const [keep, gone] = [
      await send({ name: "A", liked: "Yes", score: 1 }),
      await send({ name: "B", liked: "No", why: "Slow", score: 7 }),
    ];
    await age([keep!, gone!], 10);
    await foldFormStats(form.id);
    expect((await statsOf()).some((s) => s.kind === "choice" && s.value === "No")).toBe(true);

    const res = await hit(deleteRoute, b.team.member, {
      method: "DELETE",
      params: { ...params(), responseId: gone! },
    });
    expect(res.status).toBe(200);
    const stats = await statsOf();
    expect(stats.some((s) => s.value === "No" || s.elementId === "why" || s.value === "7")).toBe(false);
    expect(stats.find((s) => s.kind === "total")?.count).toBe(1n);
    expect(summary(await analytics())).toMatchObject({
      submissions: 1,
      liked: [
        { value: "Yes", count: 1 },
        { value: "No", count: 0 },
      ],
      score: { min: 1, max: 1, mean: 1, median: 1 },
    });
    // A response of the tail is deleted without touching the folded counts.
    const fresh = await send({ name: "C", liked: "Yes", score: 3 });
    await hit(deleteRoute, b.team.member, { method: "DELETE", params: { ...params(), responseId: fresh } });
    expect((await statsOf()).find((s) => s.kind === "total")?.count).toBe(1n);
    expect((await analytics()).submissions).toBe(1);
  });

  it("are folded by the job for forms with settled responses, another form's left as it is", async () => {
    const other = await publishedForm(b, { title: "Fresh" });
    const otherPub = (await publicForm(other.slug)).body;
    await submit(other.slug, { versionId: otherPub.versionId, answers: { name: "Z", liked: "Yes" } });
    const id = await send({ name: "A", liked: "Yes" });
    await age([id], 10);

    const due = await formsToFold(1000);
    expect(due).toContain(form.id);
    expect(due).not.toContain(other.id);
    await formStatsFoldJob.handler({}, { id: "job", attempt: 1, final: false });
    expect(await formsToFold(1000)).not.toContain(form.id);
    expect((await statsOf()).find((s) => s.kind === "total")?.count).toBe(1n);
    expect(await getDb().formStat.count({ where: { formId: other.id } })).toBe(0);
    expect((await responseCounts([form.id, other.id])).get(other.id)).toBe(1);
  });
});

describe("a response limit", () => {
  const settings = (body: unknown) =>
    hit(settingsRoute, b.team.member, { method: "PATCH", params: params(), body });

  it("counts the responses sent before it was set", async () => {
    await send({ name: "A", liked: "Yes" });
    await send({ name: "B", liked: "Yes" });
    expect((await settings({ responseLimit: 3 })).status).toBe(200);
    expect((await getDb().form.findUniqueOrThrow({ where: { id: form.id } })).responseCount).toBe(2);
    await send({ name: "C", liked: "Yes" });
    const refused = await submit(form.slug, {
      versionId: pub.versionId,
      answers: { name: "D", liked: "Yes" },
    });
    expect(refused.status).toBe(409);
    expect((await publicForm(form.slug)).body.closedReason).toBe("limit");
  });

  it("holds under concurrent submissions", async () => {
    expect((await settings({ responseLimit: 3 })).status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        submit(form.slug, { versionId: pub.versionId, answers: { name: `P${n}`, liked: "Yes" } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await getDb().formResponse.count({ where: { formId: form.id } })).toBe(3);
  });
});
