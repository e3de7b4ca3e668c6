import "server-only";
import * as Elements from "bpmn-elements";
import { evaluate } from "feelin";

/** FEEL after a leading "=" (the convention of Camunda 8's modeler); anything else is a literal. */
export const isFeel = (value: unknown): value is string =>
  typeof value === "string" && value.trimStart().startsWith("=");

/** Evaluates a FEEL expression (with or without its "=") over `context`; a missing name is null. */
export function evaluateFeel(expression: string, context: Record<string, unknown>): unknown {
  const source = expression.trimStart().replace(/^=/, "");
  const { value } = evaluate(source, context);
  return value ?? null;
}

/** A setting's value: FEEL evaluated over the variables, objects and lists walked, literals kept. */
export function resolveSetting(value: unknown, variables: Record<string, unknown>): unknown {
  if (isFeel(value)) return evaluateFeel(value, variables);
  if (Array.isArray(value)) return value.map((item) => resolveSetting(item, variables));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveSetting(item, variables)]),
    );
  }
  return value;
}

// The engine's own `${…}` expressions (bpmn-elements does not export them apart from an environment).
const builtIn = new Elements.Environment().expressions as {
  resolveExpression(expression: string, context?: unknown, fnContext?: unknown): unknown;
  isExpression(text: string): boolean;
  hasExpression(text: string): boolean;
};

interface ExpressionContext {
  environment?: { variables?: Record<string, unknown> };
}

/**
 * The engine's expressions (bpmn-elements' `expressions` option): FEEL for what starts with "="
 * (conditions, timer values), over the instance's variables; the engine's own `${…}` paths otherwise
 * (it uses them internally).
 */
export const feelExpressions = {
  resolveExpression(expression: unknown, context?: ExpressionContext, fnContext?: unknown): unknown {
    if (isFeel(expression)) return evaluateFeel(expression, { ...(context?.environment?.variables ?? {}) });
    return builtIn.resolveExpression(expression as string, context, fnContext);
  },
  isExpression: (text: unknown) => isFeel(text) || builtIn.isExpression(text as string),
  hasExpression: (text: unknown) => isFeel(text) || builtIn.hasExpression(text as string),
};
