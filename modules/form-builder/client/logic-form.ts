// The Logic tab's new rule ("when X <operator> value then show/hide Y or skip to Z"), checked with
// the saved form's rules (logicRuleSchema; a rule's two elements differ) before it joins the form.
// Pure.
import * as z from "@/lib/zod";
import {
  logicRuleSchema,
  type LogicAction,
  type LogicOperator,
  type LogicRule,
} from "@/modules/form-builder/shared/elements";

export interface LogicDraftValues {
  when: string | null;
  operator: LogicOperator;
  value: string;
  action: LogicAction;
  target: string | null;
}

export const EMPTY_LOGIC_DRAFT: LogicDraftValues = {
  when: null,
  operator: "equals",
  value: "",
  action: "show",
  target: null,
};

/** The rule the draft makes, with `id`; null while its element or its target is not chosen. */
export function logicRuleOf(values: LogicDraftValues, id: string): LogicRule | null {
  const { when, target } = values;
  return when && target
    ? { id, when, operator: values.operator, value: values.value, action: values.action, target }
    : null;
}

/** Ready to add: both elements chosen, and not the same one. */
export const isLogicDraftReady = (values: LogicDraftValues) =>
  Boolean(values.when && values.target && values.when !== values.target);

export const logicDraftFormSchema = z
  .object({
    when: z.nullable(z.string()),
    operator: z.string(),
    value: z.string(),
    action: z.string(),
    target: z.nullable(z.string()),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (!values.when || !values.target || values.when === values.target)
        return ctx.addIssue({
          code: "custom",
          message: "validation.formLogicUnknownElement",
          path: ["target"],
        });
      const parsed = z.safeParse(logicRuleSchema, { ...values, id: "draft" });
      for (const issue of parsed.success ? [] : parsed.error.issues)
        ctx.addIssue({
          code: "custom",
          message: "validation.formContentInvalid",
          path: issue.path.slice(0, 1),
        });
    }),
  );
