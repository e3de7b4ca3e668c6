"use client";

import { useTranslations } from "next-intl";
import { useMemo, useRef, useState, type CSSProperties, type ReactNode } from "react";
import {
  ELEMENT_TYPES,
  type FormConfiguration,
  type FormElement,
  type LogicRule,
} from "@/modules/form-builder/shared/elements";
import { compactLayout } from "@/modules/form-builder/shared/layout";
import { hiddenElements, readingOrder } from "@/modules/form-builder/shared/logic";
import { themeOf, themeVars } from "@/modules/form-builder/shared/themes";
import {
  acceptedMime,
  validateAnswer,
  type AnswerValue,
  type Answers,
  type FieldError,
  type FileAnswer,
} from "@/modules/form-builder/shared/validation";
import classes from "./form-renderer.module.css";

// A form as respondents see it (the public page, the preview, the editor's canvas in read-only
// form): plain inputs over the theme's CSS variables, laid out on the editor's 12-column grid, the
// logic rules and answer rules of lib/form-builder applied as the respondent types. Light on purpose
// (no Mantine inputs, no editor code): the public page's first load stays small.

export interface RenderableForm {
  title: string;
  description: string;
  elements: FormElement[];
  configuration: FormConfiguration;
  logic: LogicRule[];
}

interface FormRendererProps {
  form: RenderableForm;
  /** Preview: the inputs work and validate, but nothing is sent. */
  onSubmit?: (answers: Answers, honeypot: string) => Promise<Record<string, string> | null>;
  onUpload?: (element: FormElement, file: File) => Promise<FileAnswer>;
  /** The respondent touched an element (analytics: start and progress). */
  onTouch?: (element: FormElement) => void;
  /** What to show instead of the submit button (a closed form). */
  closedNote?: ReactNode;
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(ELEMENT_TYPES);

function initialAnswers(elements: FormElement[]): Answers {
  const out: Answers = {};
  for (const e of elements) {
    const value = e.configuration.defaultValue;
    if (value !== undefined && value !== "") out[e.id] = value;
  }
  return out;
}

export function FormRenderer({ form, onSubmit, onUpload, onTouch, closedNote }: FormRendererProps) {
  const t = useTranslations("formBuilder.fill");
  const tAll = useTranslations();
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(form.elements));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const theme = themeOf(form.configuration.theme);
  const order = useMemo(() => readingOrder(form.elements), [form.elements]);
  const hidden = useMemo(() => hiddenElements(form.elements, form.logic, answers), [form, answers]);
  // The shown elements' rows, compacted as the editor's grid shows them: no overlaps, and a hidden
  // element leaves no hole (forms saved before the editor stored compacted rows included).
  const rows = useMemo(() => {
    const shown = compactLayout(form.elements.filter((element) => !hidden.has(element.id)));
    return new Map(shown.map((element) => [element.id, element.y]));
  }, [form.elements, hidden]);

  // The same message keys the server answers with (validation.*).
  const message = (error: FieldError) => tAll(error.key as never, error.values as never);

  function change(element: FormElement, value: AnswerValue | null) {
    setAnswers((current) => ({ ...current, [element.id]: value }));
    if (errors[element.id]) {
      const error = validateAnswer(element, value);
      setErrors((current) => {
        const next = { ...current };
        if (error) next[element.id] = message(error);
        else delete next[element.id];
        return next;
      });
    }
    onTouch?.(element);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const element of order) {
      if (hidden.has(element.id)) continue;
      const error = validateAnswer(element, answers[element.id]);
      if (error) found[element.id] = message(error);
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !onSubmit) return;
    setSubmitting(true);
    try {
      const serverErrors = await onSubmit(answers, honeypot);
      if (serverErrors) setErrors(serverErrors);
    } finally {
      setSubmitting(false);
    }
  }

  const style = { ...themeVars(theme), textAlign: form.configuration.alignment } as CSSProperties;
  return (
    <div
      className={classes.root}
      style={style}
      dir={form.configuration.direction}
      data-testid="form-renderer"
    >
      <form className={classes.card} onSubmit={submit} noValidate>
        <h1 className={classes.title}>{form.title}</h1>
        {form.description && <p className={classes.muted}>{form.description}</p>}
        <div className={classes.grid}>
          {order.map((element) =>
            hidden.has(element.id) ? null : (
              <div
                key={element.id}
                style={{
                  gridColumn: `${element.x + 1} / span ${element.w}`,
                  gridRow: `${(rows.get(element.id) ?? element.y) + 1} / span ${element.h}`,
                }}
                data-testid={`field-${element.id}`}
              >
                <Field
                  element={element}
                  value={answers[element.id]}
                  error={errors[element.id]}
                  onChange={(value) => change(element, value)}
                  onUpload={onUpload}
                  uploadFailed={t("uploadFailed")}
                  clearLabel={t("clearSignature")}
                />
              </div>
            ),
          )}
        </div>
        {/* The honeypot: hidden from people (and from screen readers); bots fill it. */}
        <div className={classes.honeypot} aria-hidden>
          <label>
            Website
            <input
              tabIndex={-1}
              autoComplete="off"
              name="website"
              value={honeypot}
              onChange={(e) => setHoneypot(e.target.value)}
            />
          </label>
        </div>
        <div className={classes.actions} style={{ justifyContent: alignTo(form.configuration.alignment) }}>
          {closedNote ?? (
            <button type="submit" className={classes.button} disabled={submitting} data-testid="form-submit">
              {submitting ? t("submitting") : t("submit")}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}

const alignTo = (alignment: string) =>
  alignment === "center" ? "center" : alignment === "right" ? "flex-end" : "flex-start";

interface FieldProps {
  element: FormElement;
  value: Answers[string];
  error?: string;
  onChange: (value: AnswerValue | null) => void;
  onUpload?: (element: FormElement, file: File) => Promise<FileAnswer>;
  uploadFailed: string;
  clearLabel: string;
}

function Field({ element, value, error, onChange, onUpload, uploadFailed, clearLabel }: FieldProps) {
  const c = element.configuration;
  const id = `f-${element.id}`;
  const [uploadError, setUploadError] = useState<string | null>(null);
  if (!KNOWN_TYPES.has(element.type)) return <div className={classes.errorElement}>ERROR</div>;
  switch (element.type) {
    case "heading":
      return (
        <div>
          <h2 style={{ margin: 0 }}>{c.heading}</h2>
          {c.divider && <hr style={{ borderColor: "var(--fb-border)" }} />}
        </div>
      );
    case "description":
      return (
        <p className={classes.muted} style={{ margin: 0, whiteSpace: "pre-wrap" }}>
          {c.description}
        </p>
      );
    case "blankSpace":
      return <div aria-hidden />;
    case "customCode":
      // Stored sanitised by the server (modules/form-builder/server/forms.ts).
      return <div className={classes.code} dangerouslySetInnerHTML={{ __html: c.html ?? "" }} />;
    default:
      break;
  }
  const label = (
    <label htmlFor={id} className={classes.label}>
      {c.label}
      {c.required && (
        <span className={classes.required} aria-hidden>
          *
        </span>
      )}
    </label>
  );
  const common = {
    id,
    className: classes.input,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    "aria-required": c.required || undefined,
  };
  const text = typeof value === "string" || typeof value === "number" ? String(value) : "";
  let input: ReactNode;
  switch (element.type) {
    case "longText":
      input = (
        <textarea
          {...common}
          rows={c.minRows ?? 2}
          placeholder={c.placeholder}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case "number":
      input = (
        <input
          {...common}
          type="number"
          min={c.min}
          max={c.max}
          placeholder={c.placeholder}
          value={text}
          onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
        />
      );
      break;
    case "checkbox":
    case "optIn":
      return (
        <div className={classes.field}>
          <label className={classes.choice}>
            <input
              type="checkbox"
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
              aria-invalid={error ? true : undefined}
              data-testid={`input-${element.id}`}
            />
            <span>
              {c.label}
              {c.required && (
                <span className={classes.required} aria-hidden>
                  *
                </span>
              )}
            </span>
          </label>
          {c.description && <span className={classes.muted}>{c.description}</span>}
          {error && (
            <span className={classes.error} id={`${id}-error`}>
              {error}
            </span>
          )}
        </div>
      );
    case "radio":
      input = (
        <div role="radiogroup" aria-labelledby={`${id}-label`}>
          {(c.options ?? []).map((option) => (
            <label key={option} className={classes.choice}>
              <input
                type="radio"
                name={id}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
              />
              {option}
            </label>
          ))}
        </div>
      );
      return (
        <div className={classes.field}>
          <span id={`${id}-label`} className={classes.label}>
            {c.label}
            {c.required && (
              <span className={classes.required} aria-hidden>
                *
              </span>
            )}
          </span>
          {input}
          {error && (
            <span className={classes.error} id={`${id}-error`}>
              {error}
            </span>
          )}
        </div>
      );
    case "select":
      input = (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value || null)}>
          <option value="">{c.placeholder ?? ""}</option>
          {(c.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    case "image":
    case "fileUpload":
      input = (
        <>
          <input
            {...common}
            type="file"
            accept={acceptedMime(element).join(",")}
            disabled={!onUpload}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file || !onUpload) return;
              setUploadError(null);
              try {
                onChange(await onUpload(element, file));
              } catch (failure) {
                setUploadError(failure instanceof Error ? failure.message : uploadFailed);
                onChange(null);
              }
            }}
          />
          {typeof value === "object" && value && "name" in value && (
            <span className={classes.muted}>{value.name}</span>
          )}
          {uploadError && <span className={classes.error}>{uploadError}</span>}
        </>
      );
      break;
    case "signature":
      input = (
        <SignaturePad
          id={id}
          value={typeof value === "string" ? value : ""}
          onChange={onChange}
          clearLabel={clearLabel}
        />
      );
      break;
    default: {
      const type =
        { email: "email", url: "url", phone: "tel", date: "date", time: "time" }[element.type as string] ??
        "text";
      input = (
        <input
          {...common}
          type={type}
          placeholder={c.placeholder}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    }
  }
  return (
    <div className={classes.field}>
      {label}
      {input}
      {c.description && <span className={classes.muted}>{c.description}</span>}
      {error && (
        <span className={classes.error} id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** Drawn with the pointer on a canvas; the answer is the drawing as a PNG data URL. */
function SignaturePad({
  id,
  value,
  onChange,
  clearLabel,
}: {
  id: string;
  value: string;
  onChange: (v: string | null) => void;
  clearLabel: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return [
      ((e.clientX - rect.left) * e.currentTarget.width) / rect.width,
      ((e.clientY - rect.top) * e.currentTarget.height) / rect.height,
    ] as const;
  };
  return (
    <div>
      <canvas
        id={id}
        ref={canvas}
        width={600}
        height={160}
        className={classes.canvas}
        onPointerDown={(e) => {
          drawing.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          const ctx = e.currentTarget.getContext("2d")!;
          ctx.lineWidth = 2.5;
          ctx.lineCap = "round";
          ctx.strokeStyle = "#111";
          ctx.beginPath();
          ctx.moveTo(...point(e));
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = e.currentTarget.getContext("2d")!;
          ctx.lineTo(...point(e));
          ctx.stroke();
        }}
        onPointerUp={(e) => {
          drawing.current = false;
          onChange(e.currentTarget.toDataURL("image/png"));
        }}
      />
      {value && (
        <button
          type="button"
          className={classes.secondary}
          onClick={() => {
            const c = canvas.current;
            c?.getContext("2d")?.clearRect(0, 0, c.width, c.height);
            onChange(null);
          }}
        >
          {clearLabel}
        </button>
      )}
    </div>
  );
}
