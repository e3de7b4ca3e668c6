// Responses and analytics: the table with its filters, a response's detail, deletion (also out of
// the limit's count), the CSV and XLSX exports, the analytics equal to what is stored, the insights
// across forms, and the signed webhook on submission.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

process.env.WEBHOOK_ALLOW_PRIVATE = "true";
process.env.FORM_SUBMIT_RATE_LIMIT_PER_MINUTE = "10000";

import ExcelJS from "exceljs";
import { Webhook } from "standardwebhooks";
import { GET as listRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/responses/route";
import {
  DELETE as deleteRoute,
  GET as detailRoute,
} from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/responses/[responseId]/route";
import { GET as analyticsRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/analytics/route";
import { GET as insightsRoute } from "@/app/api/v1/form-builder/[moduleId]/insights/route";
import { PUT as webhookRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/webhook/route";
import { GET as deliveriesRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/webhook/deliveries/route";
import { POST as redeliverRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/webhook/deliveries/[deliveryId]/redeliver/route";
import { GET as exportRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/responses/export/route";
import type {
  FormAnalytics,
  FormInsights,
  FormResponseDetail,
  FormResponseItem,
  FormWebhookInfo,
  PublicForm,
} from "@/modules/form-builder/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import { getDb } from "@/lib/server/db";
import type { EventDispatcher } from "@/lib/server/events/dispatcher";
import { attachFormWebhooks } from "@/modules/form-builder/server/webhook/notify-form-webhook";
import { startTestDispatcher } from "../helpers/events";
import { responseCounts } from "@/modules/form-builder/server/stats/stat-reads";
import { NextRequest } from "next/server";
import {
  hit,
  seedBuilder,
  seedPublishedForm,
  submit,
  visit,
  type Builder,
  type PublishedForm,
} from "./helpers";

let b: Builder;
let form: PublishedForm;
let pub: PublicForm;
beforeEach(async () => ({ b, form, pub } = await seedPublishedForm()));

const params = () => ({ moduleId: b.moduleId, formId: form.id });
const answersOf = [
  { name: "Ann", email: "ann@example.com", liked: "Yes", score: 9, sub: true },
  { name: "Bo", liked: "No", why: "Too slow", score: 3 },
  { name: '=SUM(1), "Cy"', liked: "Yes", score: 6 },
];

async function fill() {
  const ids: string[] = [];
  for (const answers of answersOf)
    ids.push((await submit(form.slug, { versionId: pub.versionId, answers })).body.id);
  return ids;
}

describe("the responses table", () => {
  it("lists newest first, filters by answer and by date, shows and deletes a response", async () => {
    const [ann, bo] = await fill();
    const list = await hit<Page<FormResponseItem>>(listRoute, b.team.viewer, { params: params() });
    expect(list.body.data.map((r) => r.answers.name)).toEqual(['=SUM(1), "Cy"', "Bo", "Ann"]);
    const filtered = await hit<Page<FormResponseItem>>(listRoute, b.team.viewer, {
      params: params(),
      query: { element: "liked", answer: "No" },
    });
    expect(filtered.body.data.map((r) => r.id)).toEqual([bo]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(
      (
        await hit<Page<FormResponseItem>>(listRoute, b.team.viewer, {
          params: params(),
          query: { from: tomorrow },
        })
      ).body.data,
    ).toEqual([]);

    const detail = await hit<FormResponseDetail>(detailRoute, b.team.viewer, {
      params: { ...params(), responseId: ann! },
    });
    expect(detail.body).toMatchObject({ id: ann, version: 1, answers: answersOf[0] });
    expect(detail.body.elements.map((e) => e.id)).toContain("name");

    expect(
      (await hit(deleteRoute, b.team.viewer, { method: "DELETE", params: { ...params(), responseId: ann! } }))
        .status,
    ).toBe(403);
    expect(
      (await hit(deleteRoute, b.team.member, { method: "DELETE", params: { ...params(), responseId: ann! } }))
        .status,
    ).toBe(200);
    expect(
      (await hit(detailRoute, b.team.member, { params: { ...params(), responseId: ann! } })).status,
    ).toBe(404);
    expect((await responseCounts([form.id])).get(form.id)).toBe(2);
    // Another workspace cannot read a response even with its ids.
    const other = await seedBuilder("Other Co");
    expect(
      (await hit(detailRoute, other.team.owner, { params: { ...params(), responseId: bo! } })).status,
    ).toBe(404);
  });
});

async function download(format: "csv" | "xlsx") {
  const req = new NextRequest(
    `http://localhost:3000/api/v1/form-builder/${b.moduleId}/form/${form.id}/responses/export?format=${format}`,
    { headers: { authorization: `Bearer ${b.team.viewer.token}` } },
  );
  const res = await exportRoute(req, { params: Promise.resolve(params()) });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("export", () => {
  it("writes CSV with a column per question, formula-safe", async () => {
    await fill();
    const { res, bytes } = await download("csv");
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = bytes.toString("utf8").trim().split("\r\n");
    expect(lines[0]).toBe("Response id,Submitted at,Name,Email,Did you like it?,Why not?,Score,Subscribe");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=SUM(1), ""Cy"""`);
    expect(lines[2]).toMatch(/,Bo,,No,Too slow,3,$/);
    expect(lines[3]).toMatch(/,Ann,ann@example.com,Yes,,9,Yes$/);
  });

  it("writes XLSX with the same rows", async () => {
    await fill();
    const { res, bytes } = await download("xlsx");
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(3).value).toBe("Name");
    expect(sheet.getRow(4).getCell(3).value).toBe("Ann");
    expect(sheet.getRow(4).getCell(7).value).toBe(9);
  });
});

describe("analytics", () => {
  it("counts views, starts and submissions, drop-off and per-question summaries from what is stored", async () => {
    for (const [n, event] of (["view", "view", "view", "view"] as const).entries())
      await visit(form.slug, { visitId: `visit-${n}-abcdef`, versionId: pub.versionId, event });
    await visit(form.slug, { visitId: "visit-0-abcdef", versionId: pub.versionId, event: "start" });
    await visit(form.slug, {
      visitId: "visit-1-abcdef",
      versionId: pub.versionId,
      event: "progress",
      elementId: "liked",
    });
    await visit(form.slug, {
      visitId: "visit-2-abcdef",
      versionId: pub.versionId,
      event: "progress",
      elementId: "name",
    });
    // visit 0 submits; 1 and 2 leave; 3 only looked.
    await submit(form.slug, { versionId: pub.versionId, visitId: "visit-0-abcdef", answers: answersOf[0] });
    await submit(form.slug, { versionId: pub.versionId, answers: answersOf[1] });
    await submit(form.slug, { versionId: pub.versionId, answers: answersOf[2] });

    const a = (await hit<FormAnalytics>(analyticsRoute, b.team.viewer, { params: params() })).body;
    const stored = await getDb().formResponse.findMany({ where: { formId: form.id } });
    expect(a).toMatchObject({ views: 4, starts: 3, submissions: stored.length });
    expect(a.completionRate).toBe(1);
    expect(a.dropOff).toEqual(
      expect.arrayContaining([
        { elementId: "liked", label: "Did you like it?", count: 1 },
        { elementId: "name", label: "Name", count: 1 },
      ]),
    );
    const q = Object.fromEntries(a.questions.map((x) => [x.elementId, x]));
    expect(q.liked!.choices).toEqual([
      { value: "Yes", count: 2 },
      { value: "No", count: 1 },
    ]);
    expect(q.liked!.answered).toBe(3);
    expect(q.sub!.choices).toEqual([
      { value: "true", count: 1 },
      { value: "false", count: 2 },
    ]);
    expect(q.score!.number).toEqual({ min: 3, max: 9, mean: 6, median: 6 });
    expect(q.why!.samples).toEqual(["Too slow"]);
    expect(q.email!.answered).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect(a.overTime).toHaveLength(30);
    expect(a.overTime.at(-1)).toEqual({ date: today, count: 3 });
    expect(a.overTime.reduce((s, d) => s + d.count, 0)).toBe(stored.length);

    const insights = (
      await hit<FormInsights>(insightsRoute, b.team.viewer, { params: { moduleId: b.moduleId } })
    ).body;
    expect(insights).toMatchObject({ forms: 1, published: 1, views: 4, starts: 3, submissions: 3 });
    expect(insights.top[0]).toMatchObject({ id: form.id, submissions: 3, views: 4 });
  });
});

describe("webhook on submission", () => {
  let server: Server;
  let url: string;
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  // The response reaches the webhook through the outbox's durable subscriber: a dispatcher runs here.
  let dispatcher: EventDispatcher;
  let detach: () => void;
  beforeAll(async () => {
    detach = attachFormWebhooks();
    dispatcher = await startTestDispatcher();
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString("utf8")));
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        res.end("ok");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    await dispatcher.stop();
    detach();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("posts a signed delivery with the answers, logged", async () => {
    const set = await hit<FormWebhookInfo>(webhookRoute, b.team.admin, {
      method: "PUT",
      params: params(),
      body: { url },
    });
    expect(set.status).toBe(200);
    const secret = set.body.secret!;
    expect(secret).toMatch(/^whsec_/);
    const res = await submit(form.slug, { versionId: pub.versionId, answers: answersOf[0] });
    for (let n = 0; n < 50 && received.length === 0; n += 1) await new Promise((r) => setTimeout(r, 50));
    expect(received).toHaveLength(1);
    const { headers, body } = received[0]!;
    // Signed with Standard Webhooks: the verifier accepts it with the secret shown once.
    const envelope = new Webhook(secret).verify(body, headers as Record<string, string>) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(envelope.type).toBe("form.response.created");
    const payload = envelope.data;
    expect(payload).toMatchObject({
      event: "response.created",
      formId: form.id,
      responseId: res.body.id,
      answers: answersOf[0],
    });
    expect(headers["webhook-id"]).toBe(payload.id);
    expect(headers["idempotency-key"]).toBe(payload.id);
    for (let n = 0; n < 20; n += 1) {
      const log = await hit<Page<{ status: string }>>(deliveriesRoute, b.team.admin, { params: params() });
      if (log.body.data[0]?.status === "sent") break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const log = await hit<Page<{ status: string; attempts: unknown[] }>>(deliveriesRoute, b.team.admin, {
      params: params(),
    });
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0]).toMatchObject({ status: "sent", responseId: res.body.id });

    // Sent again from the log by an admin: the same webhook-id, one more attempt logged.
    const deliveryId = (log.body.data[0] as unknown as { id: string }).id;
    const redeliver = (caller: typeof b.team.admin, at = params()) =>
      hit<{ status: string; attempts: unknown[] }>(redeliverRoute, caller, {
        method: "POST",
        params: { ...at, deliveryId },
      });
    expect((await redeliver(b.team.member)).status).toBe(403);
    const again = await redeliver(b.team.admin);
    expect(again.body).toMatchObject({ status: "sent", responseId: res.body.id });
    expect(again.body.attempts).toHaveLength(2);
    expect(received).toHaveLength(2);
    expect(received[1]!.headers["webhook-id"]).toBe(payload.id);
    // Another workspace's form does not reach this delivery.
    const other = await seedPublishedForm();
    expect(
      (await redeliver(other.b.team.admin, { moduleId: other.b.moduleId, formId: other.form.id })).status,
    ).toBe(404);
  });
});
