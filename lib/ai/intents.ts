// The built-in assistant's intent matcher (no model): a question in English or Spanish becomes one of
// a few intents, each answered from the module's data. Pure; unit-tested in tests/unit/ai-intents.test.ts.
import type { Priority } from "@/lib/tasks/constants";

export type AiIntent =
  | { kind: "create"; title: string; priority?: Priority; dueInDays?: number }
  | { kind: "duplicates" }
  | { kind: "stuck"; days: number }
  | { kind: "update" }
  | { kind: "overdue" }
  | { kind: "assigned" }
  | { kind: "priority" }
  | { kind: "help" };

/** Days without activity after which a task in progress counts as stuck, unless the question says. */
export const STUCK_DAYS_DEFAULT = 7;
export const STUCK_DAYS_MAX = 365;

/** Lower case, accents removed, spaces collapsed: "¿Qué tareas están VENCIDAS?" → "¿que tareas estan vencidas?". */
export function normalizeQuestion(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

const CREATE =
  /^(?:please |por favor )?(?:can you |could you |puedes |podrias )?(?:create|add|make|open|crea|crear|anade|anadir|agrega|agregar|abre|abrir)(?: me)? (?:a |an |una |la )?(?:new |nueva )?(?:task|ticket|to-?do|tarea)(?: nueva)?\b[\s:,-]*(?:(?:called|named|titled|to|for|llamada|titulada|para|que diga)\b[\s:]*)?/;

const RULES: {
  kind: "duplicates" | "stuck" | "update" | "overdue" | "assigned" | "priority";
  words: RegExp;
}[] = [
  { kind: "duplicates", words: /\b(duplicat\w*|similar\w*|same title|repetid\w*|duplicad\w*|parecid\w*)/ },
  {
    kind: "stuck",
    words:
      /\b(stuck|stale|stalled|blocked|no activity|inactive|not moving|estancad\w*|atascad\w*|bloquead\w*|sin actividad|sin movimiento|parad[ao]s?)\b/,
  },
  {
    kind: "update",
    words:
      /\b(project update|status update|update|summary|summari[sz]e|progress|report|weekly|actualizacion|resumen|resume|progreso|avance|informe|estado del proyecto|novedades)\b/,
  },
  {
    kind: "overdue",
    words: /\b(overdue|past due|late|missed|deadline passed|vencid\w*|atrasad\w*|retrasad\w*|fuera de plazo)/,
  },
  {
    kind: "assigned",
    words:
      /\b(assigned to me|my tasks|my work|on my plate|assigned|mine|asignad\w*|mis tareas|mi trabajo|tengo pendiente)/,
  },
  { kind: "priority", words: /\b(priorit\w*|priorid\w*|urgent\w*|most important|importan\w*|critic\w*)/ },
];

/** `text` normalised as normalizeQuestion does, with the index in `text` of each normalised character. */
function normalizeWithMap(text: string): { normalized: string; at: number[] } {
  let normalized = "";
  const at: number[] = [];
  let space = true;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? "";
    if (/\s/.test(char)) {
      if (!space) {
        normalized += " ";
        at.push(i);
      }
      space = true;
      continue;
    }
    space = false;
    for (const piece of char
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()) {
      normalized += piece;
      at.push(i);
    }
  }
  at.push(text.length);
  return { normalized, at };
}

/** `text` without what `pattern` matches in its normalised form; `found` gets the match. */
function cut(text: string, pattern: RegExp): { rest: string; found: RegExpExecArray | null } {
  const { normalized, at } = normalizeWithMap(text);
  const found = pattern.exec(normalized);
  if (!found) return { rest: text, found };
  const from = at[found.index] ?? text.length;
  const to = at[found.index + found[0].length] ?? text.length;
  return { rest: text.slice(0, from) + text.slice(to), found };
}

const PRIORITY =
  /[,;]?\s*(?:with |con )?(?:(highest|high|medium|low|lowest) priority|prioridad (maxima|alta|media|baja|minima))\b/;
const PRIORITY_ES: Record<string, Priority> = {
  maxima: "highest",
  alta: "high",
  media: "medium",
  baja: "low",
  minima: "lowest",
};
const DUE =
  /[,;]?\s*(?:due |para |vence )?(today|tomorrow|next week|hoy|manana|la semana que viene|la proxima semana)\s*[.!]?$/;

function createDraft(question: string): AiIntent | null {
  const command = cut(question.trim().replace(/^[¿¡]+/, ""), CREATE);
  if (!command.found) return null;
  const withPriority = cut(command.rest, PRIORITY);
  const priority = withPriority.found
    ? ((withPriority.found[1] as Priority | undefined) ?? PRIORITY_ES[withPriority.found[2] ?? ""])
    : undefined;
  const withDue = cut(withPriority.rest, DUE);
  const word = withDue.found?.[1];
  const dueInDays =
    word === undefined
      ? undefined
      : word === "today" || word === "hoy"
        ? 0
        : word === "tomorrow" || word === "manana"
          ? 1
          : 7;
  const title = withDue.rest
    .replace(/^["'“«]+|["'”»]+$/g, "")
    .replace(/[\s.,;:!?"'”»]+$/, "")
    .replace(/^["'“«\s]+/, "")
    .trim();
  return {
    kind: "create",
    title,
    ...(priority ? { priority } : {}),
    ...(dueInDays !== undefined ? { dueInDays } : {}),
  };
}

/** Days named in a question ("for 3 days", "en 10 dias", "2 weeks"), capped; else the default. */
export function daysIn(normalized: string): number {
  const match = /(\d{1,4})\s*(days?|dias?|d\b|weeks?|semanas?)/.exec(normalized);
  if (!match) return STUCK_DAYS_DEFAULT;
  const n = Number(match[1]) * (/^(weeks?|semanas?)$/.test(match[2] ?? "") ? 7 : 1);
  return Math.min(Math.max(n, 1), STUCK_DAYS_MAX);
}

/** The intent of a question; "help" when nothing matches. */
export function matchIntent(question: string): AiIntent {
  const normalized = normalizeQuestion(question).replace(/^[¿¡]+/, "");
  const create = createDraft(question);
  if (create) return create;
  for (const rule of RULES) {
    if (!rule.words.test(normalized)) continue;
    return rule.kind === "stuck" ? { kind: "stuck", days: daysIn(normalized) } : { kind: rule.kind };
  }
  return { kind: "help" };
}
