// Shared set-up of the Form builder's integration tests: a team, a project with a form builder,
// one function per route (real Requests through the route handlers), and a form with questions.
// Public submissions and uploads solve the form's proof-of-work challenge as the browser's widget
// does (altcha-lib's solveChallenge), unless a test sends its own `altcha`.
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { POST as createFormRoute } from "@/app/api/v1/form-builder/[moduleId]/form/route";
import { POST as publishRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/publish/route";
import { GET as challengeRoute } from "@/app/api/v1/public/forms/[slug]/challenge/route";
import { GET as publicFormRoute } from "@/app/api/v1/public/forms/[slug]/route";
import { POST as submitRoute } from "@/app/api/v1/public/forms/[slug]/submit/route";
import { POST as uploadRoute } from "@/app/api/v1/public/forms/[slug]/upload/route";
import { POST as visitRoute } from "@/app/api/v1/public/forms/[slug]/visit/route";
import type { FormElement, LogicRule } from "@/modules/form-builder/shared/elements";
import { layOut } from "@/modules/form-builder/shared/templates";
import type { Form, PublicForm, SubmitResult } from "@/modules/form-builder/shared/types";
import { getDb } from "@/lib/server/db";
import { cancelAnnouncements } from "@/modules/form-builder/server/follow-notifications/announce-timers";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { kindHitter, type CallResult } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

// Small proofs of work here: the browser's widget solves the default size.
process.env.FORM_CHALLENGE_DIFFICULTY ??= "20";

// Every file that submits through these helpers: the followers' announcements a submission starts
// (timers of a few seconds) are dropped after each test, not left to fire after the file ends.
afterEach(() => cancelAnnouncements());

export interface Builder {
  team: Team;
  projectId: string;
  moduleId: string;
}

export async function seedBuilder(name = "Acme Forms"): Promise<Builder> {
  const team = await seedTeam(name);
  const projectId = (await seedProject(getDb(), team.workspace.id, { name: "Marketing" })).id;
  const moduleId = (await seedProjectModule(getDb(), projectId, { tag: "FormBuilder", name: "Surveys" })).id;
  return { team, projectId, moduleId };
}

/** Calls a route of the kind's API as `caller` (tests/integration/helpers/http.ts `kindHitter`). */
export const hit = kindHitter("form-builder");

/** A contact-like form: name (required), e-mail, "Did you like it?" (Yes/No), "Why not?" shown on No, a number. */
export function sampleContent(): { elements: FormElement[]; logic: LogicRule[] } {
  const elements = layOut([
    ["heading", { heading: "Tell us" }],
    ["shortText", { label: "Name", required: true }, { id: "name" }],
    ["email", { label: "Email" }, { id: "email" }],
    ["radio", { label: "Did you like it?", options: ["Yes", "No"], required: true }, { id: "liked" }],
    ["longText", { label: "Why not?", required: true }, { id: "why" }],
    ["number", { label: "Score", min: 0, max: 10 }, { id: "score" }],
    ["checkbox", { label: "Subscribe" }, { id: "sub" }],
  ]);
  return {
    elements,
    logic: [{ id: "r1", when: "liked", operator: "equals", value: "No", action: "show", target: "why" }],
  };
}

export async function createForm(
  builder: Builder,
  caller: Caller = builder.team.member,
  body: Record<string, unknown> = {},
) {
  const res = await hit<Form>(createFormRoute, caller, {
    params: { moduleId: builder.moduleId },
    body: { title: "Feedback", private: false, ...sampleContent(), ...body },
  });
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function publishedForm(builder: Builder, body: Record<string, unknown> = {}) {
  const form = await createForm(builder, builder.team.member, body);
  const res = await hit<Form>(publishRoute, builder.team.member, {
    method: "POST",
    params: { moduleId: builder.moduleId, formId: form.id },
  });
  if (res.status !== 200) throw new Error(`publish failed ${res.status}`);
  return res.body;
}

export const publicForm = (slug: string) => hit<PublicForm>(publicFormRoute, null, { params: { slug } });

export type PublishedForm = Awaited<ReturnType<typeof publishedForm>>;

/** A new workspace's form builder with a published form, and the form as the public sees it. */
export async function seedPublishedForm(): Promise<{ b: Builder; form: PublishedForm; pub: PublicForm }> {
  const b = await seedBuilder();
  const form = await publishedForm(b);
  return { b, form, pub: (await publicForm(form.slug)).body };
}

let submissionCounter = 0;
export const newSubmissionId = () => `sub-${Date.now().toString(36)}-${(submissionCounter += 1)}`;

/** GET …/challenge from the client `headers` name (an x-forwarded-for), as the widget fetches it. */
export const challengeOf = (slug: string, headers: Record<string, string> = {}) =>
  hit<Challenge & { message?: unknown }>(challengeRoute, null, { params: { slug }, headers });

/** A solved challenge of the form as the widget sends it (base64 JSON), or null when none is given. */
async function trySolve(slug: string, headers: Record<string, string>): Promise<string | null> {
  const res = await challengeOf(slug, headers);
  if (res.status !== 200) return null;
  const challenge = { parameters: res.body.parameters, signature: res.body.signature };
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A solved challenge of the form, as the widget sends it (base64 JSON of challenge and solution). */
export async function solvedChallenge(slug: string, headers: Record<string, string> = {}): Promise<string> {
  const solved = await trySolve(slug, headers);
  if (solved === null) throw new Error(`no challenge for ${slug}: ${(await challengeOf(slug)).status}`);
  return solved;
}

export async function submit(
  slug: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<CallResult<SubmitResult & { fields?: Record<string, string>; message?: unknown }>> {
  // Without a challenge to solve (an unknown or unpublished form) the submission goes without one.
  const altcha = "altcha" in body ? body.altcha : ((await trySolve(slug, headers)) ?? undefined);
  return hit(submitRoute, null, {
    params: { slug },
    body: { submissionId: newSubmissionId(), ...body, altcha },
    headers,
  });
}

export const visit = (slug: string, body: Record<string, unknown>) =>
  hit(visitRoute, null, { params: { slug }, body });

/** A PNG (by its signature, which is what uploads are checked by) of about `kib` KiB. */
export function pngOf(kib: number): Uint8Array {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  const bytes = new Uint8Array(Math.max(png.length, kib * 1024));
  bytes.set(png);
  return bytes;
}

/** An image element (id `pic`) and nothing else: a form that takes uploads. */
export const imageContent = {
  elements: [
    {
      id: "pic",
      i: "0",
      x: 0,
      y: 0,
      w: 12,
      h: 5,
      type: "image",
      configuration: { label: "Photo", required: true, maxSize: 8 },
    },
  ],
  logic: [],
};

export interface UploadResult {
  status: number;
  body: { fileKey: string; contentType: string; size: number; message?: string };
}

/**
 * POST …/upload?versionId&element (multipart `file`) from the client `headers` name, with a freshly
 * solved challenge unless `query.altcha` is given (null: none).
 */
export async function uploadFile(
  slug: string,
  query: { versionId: string; element: string; altcha?: string | null },
  bytes: Uint8Array,
  name = "photo.png",
  headers: Record<string, string> = {},
): Promise<UploadResult> {
  const altcha = query.altcha === undefined ? await trySolve(slug, headers) : query.altcha;
  const data = new FormData();
  data.set("file", new File([new Uint8Array(bytes)], name));
  const encoded = new Response(data);
  const search = new URLSearchParams({ versionId: query.versionId, element: query.element });
  if (altcha !== null) search.set("altcha", altcha);
  const { NextRequest } = await import("next/server");
  const req = new NextRequest(`http://localhost:3000/api/v1/public/forms/${slug}/upload?${search}`, {
    method: "POST",
    body: await encoded.arrayBuffer(),
    headers: {
      "content-type": encoded.headers.get("content-type")!,
      "x-forwarded-for": "10.0.0.1",
      ...headers,
    },
  });
  const res = await uploadRoute(req, { params: Promise.resolve({ slug }) });
  return { status: res.status, body: (await res.json()) as UploadResult["body"] };
}

/** A file answer naming an upload (the server replaces name, size and type with the stored ones). */
export const fileAnswer = (fileKey: string) => ({ fileKey, name: "x", size: 1, contentType: "image/png" });
