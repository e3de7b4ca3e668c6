"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { FormElement } from "@/modules/form-builder/shared/elements";
import { readingOrder } from "@/modules/form-builder/shared/logic";
import type { PublicForm, SubmitResult } from "@/modules/form-builder/shared/types";
import type { FileAnswer } from "@/modules/form-builder/shared/validation";
import { FormRenderer } from "./form-renderer";
import classes from "./form-renderer.module.css";

// /f/{slug} in the browser: records the visit (view, start, furthest element) for analytics, sends
// the answers with a submission id kept until it succeeds (a retry is stored once), uploads files
// first, and shows the thank-you message or goes to the redirect address. Plain fetch: respondents
// have no session.

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

async function post<T>(path: string, body: unknown): Promise<{ ok: boolean; status: number; body: T }> {
  const res = await fetch(`/api/v1/public/forms/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { ok: res.ok, status: res.status, body: (await res.json().catch(() => ({}))) as T };
}

export function PublicFormView({ form }: { form: PublicForm }) {
  const t = useTranslations("formBuilder.fill");
  const visitId = useRef<string>("");
  const submissionId = useRef<string>("");
  const started = useRef(false);
  const furthest = useRef(-1);
  const [done, setDone] = useState<SubmitResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const order = readingOrder(form.elements).map((e) => e.id);

  useEffect(() => {
    visitId.current = randomId();
    submissionId.current = randomId();
    if (form.open)
      void post(`${form.slug}/visit`, { visitId: visitId.current, versionId: form.versionId, event: "view" });
  }, [form.slug, form.versionId, form.open]);

  function touch(element: FormElement) {
    const index = order.indexOf(element.id);
    if (started.current && index <= furthest.current) return;
    started.current = true;
    furthest.current = Math.max(furthest.current, index);
    void post(`${form.slug}/visit`, {
      visitId: visitId.current,
      versionId: form.versionId,
      event: "progress",
      elementId: element.id,
    });
  }

  async function upload(element: FormElement, file: File): Promise<FileAnswer> {
    const data = new FormData();
    data.set("file", file);
    const res = await fetch(
      `/api/v1/public/forms/${form.slug}/upload?${new URLSearchParams({ versionId: form.versionId, element: element.id })}`,
      { method: "POST", body: data },
    );
    const body = (await res.json().catch(() => ({}))) as FileAnswer & { message?: string | string[] };
    if (!res.ok)
      throw new Error(
        Array.isArray(body.message) ? body.message.join(", ") : (body.message ?? t("uploadFailed")),
      );
    return { fileKey: body.fileKey, name: body.name, size: body.size, contentType: body.contentType };
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
        onSubmit={async (answers, website) => {
          setFailure(null);
          const res = await post<
            SubmitResult & { fields?: Record<string, string>; message?: string | string[] }
          >(`${form.slug}/submit`, {
            versionId: form.versionId,
            submissionId: submissionId.current,
            visitId: visitId.current,
            answers,
            website,
            ...(form.onePerBrowser ? { browserToken: browserToken(form.slug) } : {}),
          });
          if (res.ok) {
            if (res.body.redirectUrl) window.location.assign(res.body.redirectUrl);
            else setDone(res.body);
            return null;
          }
          if (res.body.fields) return res.body.fields;
          const message = res.body.message;
          setFailure(Array.isArray(message) ? message.join(", ") : (message ?? t("failed")));
          return null;
        }}
      />
    </>
  );
}
