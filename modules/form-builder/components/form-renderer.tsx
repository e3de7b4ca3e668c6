"use client";

import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import { useMemo, useState, type CSSProperties, type ReactNode } from "react";
import {
  answerPath,
  answersFormErrors,
  initialAnswers,
  serverAnswerErrors,
  type AnswersFormValues,
} from "@/modules/form-builder/client/answers-form";
import {
  ELEMENT_TYPES,
  type FormConfiguration,
  type FormElement,
  type LogicRule,
} from "@/modules/form-builder/shared/elements";
import { compactLayout } from "@/modules/form-builder/shared/layout";
import { hiddenElements, readingOrder } from "@/modules/form-builder/shared/logic";
import { themeOf, themeVars } from "@/modules/form-builder/shared/themes";
import type { AnswerValue, Answers, FieldError, FileAnswer } from "@/modules/form-builder/shared/validation";
import classes from "./form-renderer.module.css";
import type { ElementProps } from "./renderer/element-props";
import { ELEMENT_RENDERERS } from "./renderer/element-renderers";

// A form as respondents see it (the public page, the preview, the editor's canvas in read-only
// form): plain inputs over the theme's CSS variables, laid out on the editor's 12-column grid, the
// logic rules and answer rules of lib/form-builder applied as the respondent types. Each element
// type is shown by its own component (renderer/element-renderers.ts). Light on purpose (no Mantine
// inputs, no editor code): the public page's first load stays small. The answers are a
// @mantine/form form (no UI of its own) whose rules are built from the form's definition
// (client/answers-form.ts).

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
  /** Shown above the submit button of an open form (the public form's proof-of-work widget). */
  beforeSubmit?: ReactNode;
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(ELEMENT_TYPES);

export function FormRenderer({
  form,
  onSubmit,
  onUpload,
  onTouch,
  closedNote,
  beforeSubmit,
}: FormRendererProps) {
  const t = useTranslations("formBuilder.fill");
  const tAll = useTranslations();
  // The same message keys the server answers with (validation.*).
  const message = (error: FieldError) => tAll(error.key as never, error.values as never);
  const fields = useForm<AnswersFormValues>({
    initialValues: { answers: initialAnswers(form.elements), website: "" },
    validate: (values) => answersFormErrors(form, values.answers, message),
  });
  const answers: Answers = fields.values.answers;
  const [submitting, setSubmitting] = useState(false);
  const theme = themeOf(form.configuration.theme);
  const order = useMemo(() => readingOrder(form.elements), [form.elements]);
  const hidden = useMemo(() => hiddenElements(form.elements, form.logic, answers), [form, answers]);
  // The shown elements' rows, compacted as the editor's grid shows them: no overlaps, and a hidden
  // element leaves no hole (forms saved before the editor stored compacted rows included).
  const rows = useMemo(() => {
    const shown = compactLayout(form.elements.filter((element) => !hidden.has(element.id)));
    return new Map(shown.map((element) => [element.id, element.y]));
  }, [form.elements, hidden]);

  // An answer with a message is checked again as it changes (the message goes once it is right).
  function change(element: FormElement, value: AnswerValue | null) {
    const path = answerPath(element.id);
    const shown = fields.errors[path] !== undefined;
    fields.setFieldValue(path, value);
    if (shown) fields.validateField(path);
    onTouch?.(element);
  }

  const errorOf = (elementId: string) => {
    const error = fields.errors[answerPath(elementId)];
    return typeof error === "string" ? error : undefined;
  };

  const submit = fields.onSubmit(async (values) => {
    if (!onSubmit) return;
    setSubmitting(true);
    try {
      const serverErrors = await onSubmit(values.answers, values.website);
      if (serverErrors) fields.setErrors(serverAnswerErrors(serverErrors));
    } finally {
      setSubmitting(false);
    }
  });

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
                  error={errorOf(element.id)}
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
              value={fields.values.website}
              onChange={(e) => fields.setFieldValue("website", e.target.value)}
            />
          </label>
        </div>
        {!closedNote && beforeSubmit && (
          <div
            className={classes.challenge}
            style={{ justifyContent: alignTo(form.configuration.alignment) }}
          >
            {beforeSubmit}
          </div>
        )}
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

/** An element as its type's component shows it; a type this code does not know shows ERROR. */
function Field({ element, ...props }: Omit<ElementProps, "id">) {
  if (!KNOWN_TYPES.has(element.type)) return <div className={classes.errorElement}>ERROR</div>;
  const Element = ELEMENT_RENDERERS[element.type];
  return <Element element={element} id={`f-${element.id}`} {...props} />;
}
