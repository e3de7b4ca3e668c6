// Shared set-up of the Form builder's integration tests: a team, a project with a form builder,
// one function per route (real Requests through the route handlers), and a form with questions.
import { POST as createFormRoute } from "@/app/api/v1/form-builder/[moduleId]/form/route";
import { POST as publishRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/publish/route";
import { GET as publicFormRoute } from "@/app/api/v1/public/forms/[slug]/route";
import { POST as submitRoute } from "@/app/api/v1/public/forms/[slug]/submit/route";
import { POST as visitRoute } from "@/app/api/v1/public/forms/[slug]/visit/route";
import type { FormElement, LogicRule } from "@/modules/form-builder/shared/elements";
import { layOut } from "@/modules/form-builder/shared/templates";
import type { Form, PublicForm, SubmitResult } from "@/modules/form-builder/shared/types";
import { getDb } from "@/lib/server/db";
import { cancelAnnouncements } from "@/modules/form-builder/server/follow-notifications/announce-timers";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call, type CallResult } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

type Handler = Parameters<typeof call>[0];

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

/** Calls a route as `caller` (null: signed out) with params, an optional body, query and headers. */
export function hit<T = Record<string, unknown>>(
  handler: Handler,
  caller: Caller | null,
  options: {
    method?: string;
    params: Record<string, string>;
    body?: unknown;
    query?: Record<string, string>;
    headers?: Record<string, string>;
  },
): Promise<CallResult<T>> {
  const path = Object.values(options.params).join("/");
  return call<T>(handler, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    token: caller?.token,
    params: options.params,
    body: options.body,
    headers: options.headers,
    url: `http://localhost:3000/api/v1/form-builder/${path}?${new URLSearchParams(options.query ?? {})}`,
  });
}

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

export function submit(
  slug: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<CallResult<SubmitResult & { fields?: Record<string, string>; message?: unknown }>> {
  return hit(submitRoute, null, {
    params: { slug },
    body: { submissionId: newSubmissionId(), ...body },
    headers,
  });
}

export const visit = (slug: string, body: Record<string, unknown>) =>
  hit(visitRoute, null, { params: { slug }, body });
