"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { hrefOf } from "@/lib/client/api";
import type { AnyEndpoint, CallInput, ResponseOf, RouteOf } from "@/lib/contracts/endpoint";
import type { recordVisit, submitResponse, uploadAnswerFile } from "@/modules/form-builder/contracts/public";
import type { FormElement } from "@/modules/form-builder/shared/elements";
import { readingOrder } from "@/modules/form-builder/shared/logic";
import type { PublicForm, SubmitResult } from "@/modules/form-builder/shared/public";
import type { FileAnswer } from "@/modules/form-builder/shared/validation";
import { useFormChallenge } from "./form-challenge";
import { FormRenderer } from "./form-renderer";
import classes from "./form-renderer.module.css";

// /f/{slug} in the browser: records the visit (view, start, furthest element) for analytics, sends
// the answers with a submission id kept until it succeeds (a retry is stored once), uploads files
// first, each request with a solved proof-of-work challenge of its own (form-challenge.tsx), and
// shows the thank-you message or goes to the redirect address. Plain fetch to the
// contracts' addresses (contracts/public.ts), not `call`: respondents have no session (nothing to
// sign out of), and `call` reads a tab id from sessionStorage, which a page embedding the form in
// an iframe may block.

const randomId = () => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
};

/** One token per browser and form, for forms that take one response per browser. */
function browserToken(slug: string): string {
  const key = `form-browser-${slug}`;
  try {
    const stored = localStorage.getItem(key);
    if (stored) return stored;
    const made = randomId();
    localStorage.setItem(key, made);
    return made;
  } catch {
    return randomId();
  }
}

/** An error body: its messages, and a submission's messages by element id. */
type Failure = { fields?: Record<string, string>; message?: string | string[] };
type Sent<E extends AnyEndpoint> = { ok: true; body: ResponseOf<E> } | { ok: false; body: Failure };

/** Sends to a contract's address (POST, the public form's only method) and reads its JSON answer. */
async function send<E extends AnyEndpoint>(href: string, init: RequestInit): Promise<Sent<E>> {
  const res = await fetch(href, { method: "POST", ...init });
  const body: unknown = await res.json().catch(() => ({}));
  return res.ok ? { ok: true, body: body as ResponseOf<E> } : { ok: false, body: body as Failure };
}

/** POSTs a contract's JSON body to the form's endpoint, named by its route. */
const post = <E extends typeof submitResponse | typeof recordVisit>(
  route: RouteOf<E>,
  slug: string,
  body: CallInput<E>["body"],
) =>
  send<E>(hrefOf<typeof submitResponse>(route as RouteOf<typeof submitResponse>, { params: { slug } }), {
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const messageOf = (failure: Failure) =>
  Array.isArray(failure.message) ? failure.message.join(", ") : failure.message;

export function PublicFormView({ form }: { form: PublicForm }) {
  const t = useTranslations("formBuilder.fill");
  const visitId = useRef<string>("");
  const submissionId = useRef<string>("");
  const started = useRef(false);
  const furthest = useRef(-1);
  const [done, setDone] = useState<SubmitResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const order = readingOrder(form.elements).map((e) => e.id);
  const challenge = useFormChallenge(form.slug, form.open && form.challenge);

  useEffect(() => {
    visitId.current = randomId();
    submissionId.current = randomId();
    if (form.open)
      void post<typeof recordVisit>("POST /api/v1/public/forms/{slug}/visit", form.slug, {
        visitId: visitId.current,
        versionId: form.versionId,
        event: "view",
      });
  }, [form.slug, form.versionId, form.open]);

  function touch(element: FormElement) {
    const index = order.indexOf(element.id);
    if (started.current && index <= furthest.current) return;
    started.current = true;
    furthest.current = Math.max(furthest.current, index);
    void post<typeof recordVisit>("POST /api/v1/public/forms/{slug}/visit", form.slug, {
      visitId: visitId.current,
      versionId: form.versionId,
      event: "progress",
      elementId: element.id,
    });
  }

  async function upload(element: FormElement, file: File): Promise<FileAnswer> {
    const data = new FormData();
    data.set("file", file);
    const altcha = await challenge.take();
    const href = hrefOf<typeof uploadAnswerFile>("POST /api/v1/public/forms/{slug}/upload", {
      params: { slug: form.slug },
      query: { versionId: form.versionId, element: element.id, ...(altcha ? { altcha } : {}) },
    });
    const res = await send<typeof uploadAnswerFile>(href, { body: data });
    if (!res.ok) throw new Error(messageOf(res.body) ?? t("uploadFailed"));
    const { fileKey, name, size, contentType } = res.body;
    return { fileKey, name, size, contentType };
  }

  if (done) {
    return (
      <div className={classes.root} data-testid="form-thanks">
        <div className={classes.card}>
          <h1 className={classes.title}>{form.title}</h1>
          <p>{done.thankYouMessage || t("thanks")}</p>
        </div>
      </div>
    );
  }

  const closedText =
    form.closedReason === "limit"
      ? t("closedLimit")
      : form.closedReason === "closeDate"
        ? t("closedDate")
        : t("closed");
  return (
    <>
      {failure && (
        <p role="alert" className={classes.error} style={{ textAlign: "center" }}>
          {failure}
        </p>
      )}
      <FormRenderer
        form={form}
        onTouch={touch}
        onUpload={upload}
        closedNote={form.open ? undefined : <p className={classes.muted}>{closedText}</p>}
        beforeSubmit={challenge.widget}
        onSubmit={async (answers, website) => {
          setFailure(null);
          let altcha: string | undefined;
          try {
            altcha = await challenge.take();
          } catch (error) {
            setFailure(error instanceof Error ? error.message : t("failed"));
            return null;
          }
          const res = await post<typeof submitResponse>(
            "POST /api/v1/public/forms/{slug}/submit",
            form.slug,
            {
              versionId: form.versionId,
              submissionId: submissionId.current,
              visitId: visitId.current,
              answers,
              website,
              altcha,
              ...(form.onePerBrowser ? { browserToken: browserToken(form.slug) } : {}),
            },
          );
          if (res.ok) {
            if (res.body.redirectUrl) window.location.assign(res.body.redirectUrl);
            else setDone(res.body);
            return null;
          }
          if (res.body.fields) return res.body.fields;
          setFailure(messageOf(res.body) ?? t("failed"));
          return null;
        }}
      />
    </>
  );
}
