// Logic rules ("when element X <operator> value then show/hide element Y or skip to element Z"),
// evaluated identically in the browser (what the respondent sees) and on the server (what is
// validated and stored). Pure.
import type { FormElement, LogicRule } from "./elements";
import { isFileAnswer, isEmptyAnswer, type Answers } from "./validation";

/** The reading order of a form: top to bottom, then left to right. */
export function readingOrder<E extends Pick<FormElement, "x" | "y">>(elements: E[]): E[] {
  return [...elements].sort((a, b) => a.y - b.y || a.x - b.x);
}

function answerText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (isFileAnswer(value)) return value.name;
  return String(value);
}

/** Whether a rule's condition holds for an answer. */
export function conditionHolds(rule: Pick<LogicRule, "operator" | "value">, value: unknown): boolean {
  const text = answerText(value).trim().toLowerCase();
  const expected = rule.value.trim().toLowerCase();
  switch (rule.operator) {
    case "equals":
      return text === expected;
    case "notEquals":
      return text !== expected;
    case "contains":
      return expected !== "" && text.includes(expected);
    case "isEmpty":
      return isEmptyAnswer(value);
    case "isNotEmpty":
      return !isEmptyAnswer(value);
    case "greaterThan":
    case "lessThan": {
      const a = Number(text);
      const b = Number(expected);
      if (text === "" || !Number.isFinite(a) || !Number.isFinite(b)) return false;
      return rule.operator === "greaterThan" ? a > b : a < b;
    }
  }
}

/**
 * The ids of the elements hidden by the rules for these answers. A `show` rule's target is hidden
 * unless one of its show conditions holds; a `hide` rule's target is hidden when it holds; a `skip`
 * rule hides every element between its source and its target (in reading order) when it holds. An
 * answer of a hidden element counts as empty, so rules cascade; this is repeated until nothing
 * changes (at most once per element).
 */
export function hiddenElements(elements: FormElement[], rules: LogicRule[], answers: Answers): Set<string> {
  const order = readingOrder(elements).map((e) => e.id);
  const position = new Map(order.map((id, n) => [id, n]));
  const known = rules.filter((r) => position.has(r.when) && position.has(r.target));
  let hidden = new Set<string>();
  for (let round = 0; round <= elements.length; round += 1) {
    const next = new Set<string>();
    const shownBy = new Map<string, boolean>();
    for (const rule of known) {
      const value = hidden.has(rule.when) ? undefined : answers[rule.when];
      const holds = !hidden.has(rule.when) && conditionHolds(rule, value);
      if (rule.action === "show") shownBy.set(rule.target, (shownBy.get(rule.target) ?? false) || holds);
      else if (rule.action === "hide" && holds) next.add(rule.target);
      else if (rule.action === "skip" && holds) {
        const from = position.get(rule.when)!;
        const to = position.get(rule.target)!;
        for (let n = from + 1; n < to; n += 1) next.add(order[n]!);
      }
    }
    for (const [target, shown] of shownBy) if (!shown) next.add(target);
    const same = next.size === hidden.size && [...next].every((id) => hidden.has(id));
    hidden = next;
    if (same) break;
  }
  return hidden;
}
