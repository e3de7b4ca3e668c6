// The public form's proof-of-work challenge (issue 31, ALTCHA, self-hosted): GET …/challenge hands
// out a signed challenge bound to the form; a submission and an upload each need one solved, once.
// Missing, tampered, another form's or replayed solutions are refused (403); FORM_CHALLENGE=false
// turns it off. The honeypot still thanks bots.
import { getDb } from "@/lib/server/db";
import { resetRateLimits } from "@/lib/server/security/rate-limit";
import { errorBody } from "../workspaces/helpers";
import {
  challengeOf,
  imageContent,
  newSubmissionId,
  pngOf,
  publicForm,
  publishedForm,
  seedPublishedForm,
  solvedChallenge,
  submit,
  uploadFile,
  type Builder,
  type PublishedForm,
} from "./helpers";
import type { PublicForm } from "@/modules/form-builder/shared/types";

process.env.FORM_SUBMIT_RATE_LIMIT_PER_MINUTE = "10000";

let b: Builder;
let form: PublishedForm;
let pub: PublicForm;
beforeEach(async () => ({ b, form, pub } = await seedPublishedForm()));

const answers = { name: "Ann", liked: "Yes" };
const responses = () => getDb().formResponse.count({ where: { formId: form.id } });
const refused = errorBody(403, "The anti-spam check failed. Please try again.");
const decode = (payload: string) =>
  JSON.parse(Buffer.from(payload, "base64").toString()) as {
    challenge: { parameters: Record<string, unknown>; signature: string };
    solution: { counter: number; derivedKey: string };
  };
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

describe("the challenge", () => {
  it("is a signed PBKDF2 challenge of a published form that expires; unknown slugs are 404", async () => {
    expect(pub.challenge).toBe(true);
    const res = await challengeOf(form.slug);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.body.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", expiresAt: expect.any(Number) });
    expect(res.body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect((await challengeOf("zzzzzzzzzz")).status).toBe(404);
  });

  it("is handed out a limited number of times per address", async () => {
    process.env.FORM_SUBMIT_RATE_LIMIT_PER_MINUTE = "3";
    resetRateLimits();
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 61; n += 1)
        statuses.push((await challengeOf(form.slug, { "x-forwarded-for": "10.3.3.3" })).status);
      expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
      expect(statuses[60]).toBe(429);
      expect((await challengeOf(form.slug, { "x-forwarded-for": "10.3.3.4" })).status).toBe(200);
    } finally {
      process.env.FORM_SUBMIT_RATE_LIMIT_PER_MINUTE = "10000";
      resetRateLimits();
    }
  });
});

describe("a submission", () => {
  it("with a solved challenge is stored", async () => {
    const res = await submit(form.slug, { versionId: pub.versionId, answers });
    expect(res.status).toBe(200);
    expect(await responses()).toBe(1);
  });

  it("without one, or with a malformed one, is refused and nothing is stored", async () => {
    for (const altcha of [undefined, "", "not base64 json", encode({ challenge: null, solution: null })])
      expect((await submit(form.slug, { versionId: pub.versionId, answers, altcha })).body).toMatchObject(
        refused,
      );
    expect(await responses()).toBe(0);
  });

  it("with a wrong solution, tampered parameters or another form's challenge is refused", async () => {
    const solved = decode(await solvedChallenge(form.slug));
    const wrongKey = { ...solved, solution: { ...solved.solution, derivedKey: "00".repeat(32) } };
    const tampered = {
      ...solved,
      challenge: {
        ...solved.challenge,
        parameters: { ...solved.challenge.parameters, expiresAt: Math.floor(Date.now() / 1000) + 86_400 },
      },
    };
    const other = await publishedForm(b);
    const otherForm = await solvedChallenge(other.slug);
    for (const altcha of [encode(wrongKey), encode(tampered), otherForm])
      expect((await submit(form.slug, { versionId: pub.versionId, answers, altcha })).body).toMatchObject(
        refused,
      );
    expect(await responses()).toBe(0);
  });

  it("with a challenge already used is refused, unless it is the retry of the stored submission", async () => {
    const altcha = await solvedChallenge(form.slug);
    const submissionId = newSubmissionId();
    const first = await submit(form.slug, { versionId: pub.versionId, answers, altcha, submissionId });
    expect(first.status).toBe(200);
    const retry = await submit(form.slug, { versionId: pub.versionId, answers, altcha, submissionId });
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    const replay = await submit(form.slug, { versionId: pub.versionId, answers, altcha });
    expect(replay.body).toMatchObject(refused);
    expect(await responses()).toBe(1);
  });

  it("from a bot that fills the honeypot (its challenge solved) is thanked and not stored", async () => {
    const bot = { versionId: pub.versionId, answers, website: "http://spam" };
    expect((await submit(form.slug, bot)).status).toBe(200);
    expect(await responses()).toBe(0);
  });

  it("needs no challenge when FORM_CHALLENGE=false", async () => {
    process.env.FORM_CHALLENGE = "false";
    try {
      expect((await publicForm(form.slug)).body.challenge).toBe(false);
      expect((await submit(form.slug, { versionId: pub.versionId, answers, altcha: undefined })).status).toBe(
        200,
      );
    } finally {
      delete process.env.FORM_CHALLENGE;
    }
  });
});

describe("an upload", () => {
  it("needs its own solved challenge, used once", async () => {
    const images = await publishedForm(b, imageContent);
    const query = { versionId: (await publicForm(images.slug)).body.versionId, element: "pic" };
    const none = await uploadFile(images.slug, { ...query, altcha: null }, pngOf(1));
    expect(none.body).toMatchObject(refused);
    const altcha = await solvedChallenge(images.slug);
    expect((await uploadFile(images.slug, { ...query, altcha }, pngOf(1))).status).toBe(200);
    expect((await uploadFile(images.slug, { ...query, altcha }, pngOf(1))).body).toMatchObject(refused);
    expect(await getDb().formUpload.count({ where: { formId: images.id } })).toBe(1);
  });
});
