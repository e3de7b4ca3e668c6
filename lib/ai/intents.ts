// The built-in assistant's intent matcher (no model): a question in English or Spanish becomes one of
// a few intents of the module's kind, each answered from the module's data. Pure; unit-tested in
// tests/unit/ai-intents.test.ts, tests/unit/content-hub-ai-intents.test.ts,
// tests/unit/chat-ai-intents.test.ts and (a database generator's: db-intents.ts)
// tests/unit/database-generator-ai-intents.test.ts.
import type { AiModuleTag } from "@/lib/ai/types";
import { matchDbIntent, type DbIntent } from "./db-intents";
import type { Priority } from "@/modules/task-management/shared/constants";

/** A task board's questions. */
export type TaskIntent =
  | { kind: "create"; title: string; priority?: Priority; dueInDays?: number }
  | { kind: "duplicates" }
  | { kind: "stuck"; days: number }
  | { kind: "update" }
  | { kind: "overdue" }
  | { kind: "assigned" }
  | { kind: "priority" }
  | { kind: "help" };

/** A content hub's questions: draft a post on a topic, describe a product, summarise the content. */
export type ContentHubIntent =
  | { kind: "draftPost"; topic: string }
  | { kind: "describeProduct"; product: string }
  | { kind: "contentSummary"; state: "published" | "draft" | null }
  | { kind: "help" };

/**
 * An Online chat's questions: summarise a conversation (named, or the most recent), the asker's unread
 * messages, the decisions (in one conversation or all), a reply to draft. `conversation` is what the
 * question names (a channel's name, people's names), null for none.
 */
export type ChatIntent =
  | { kind: "chatSummary"; conversation: string | null }
  | { kind: "chatUnread" }
  | { kind: "chatDecisions"; conversation: string | null }
  | { kind: "chatDraftReply"; conversation: string | null }
  | { kind: "help" };

/**
 * A File management module's questions: find files by a description, summarise a document (named, or
 * the one the asker opened last). `description` and `file` are the question's words after its command.
 */
export type DriveIntent =
  | { kind: "driveFind"; description: string }
  | { kind: "driveSummary"; file: string | null }
  | { kind: "help" };

export type { DbIntent } from "./db-intents";

export type AiIntent = TaskIntent | ContentHubIntent | ChatIntent | DriveIntent | DbIntent;

/** Days without activity after which a task in progress counts as stuck, unless the question says. */
export const STUCK_DAYS_DEFAULT = 7;
export const STUCK_DAYS_MAX = 365;

/** Lower case, accents removed, spaces collapsed: "¿Qué tareas están VENCIDAS?" → "¿que tareas estan vencidas?". */
export function normalizeQuestion(text: string): string {
  return text
    .replace(/[’‘]/g, "'")
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

/**
 * `text` lower case, without accents, typographic apostrophes as "'" and spaces collapsed (as
 * normalizeQuestion does), with the index in `text` of each character it keeps (the last entry: the
 * text's length). The chat's assistant reads messages with it too.
 */
export function normalizeWithMap(text: string): { normalized: string; at: number[] } {
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
    const plain = char === "’" || char === "‘" ? "'" : char;
    for (const piece of plain
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

/** What a command names (a title, a topic), without quotes around it and end punctuation. */
function unquote(text: string): string {
  return text
    .replace(/^["'“«]+|["'”»]+$/g, "")
    .replace(/[\s.,;:!?"'”»]+$/, "")
    .replace(/^["'“«\s]+/, "")
    .trim();
}

function createDraft(question: string): TaskIntent | null {
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
  const title = unquote(withDue.rest);
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

/** The intent of a question to a module of kind `tag` (a task board by default); "help" when nothing matches. */
export function matchIntent(
  question: string,
  tag: AiModuleTag | "FormBuilder" | "DatabaseGenerator" = "TaskManagement",
): AiIntent {
  if (tag === "ContentHub") return matchContentHubIntent(question);
  if (tag === "OnlineChat") return matchChatIntent(question);
  if (tag === "FileManagement") return matchDriveIntent(question);
  if (tag === "DatabaseGenerator") return matchDbIntent(question, normalizeWithMap);
  return matchTaskIntent(question);
}

function matchTaskIntent(question: string): TaskIntent {
  const normalized = normalizeQuestion(question).replace(/^[¿¡]+/, "");
  const create = createDraft(question);
  if (create) return create;
  for (const rule of RULES) {
    if (!rule.words.test(normalized)) continue;
    return rule.kind === "stuck" ? { kind: "stuck", days: daysIn(normalized) } : { kind: rule.kind };
  }
  return { kind: "help" };
}

// ---- content hub ---------------------------------------------------------------------------------

/** "please", "can you" and the like before a content hub command. */
const LEAD = "(?:please |por favor )?(?:can you |could you |would you |puedes |podrias |me )?";

const DESCRIBE_PRODUCT = new RegExp(
  `^${LEAD}(?:(?:write|draft|create|compose|generate|suggest|give me|redacta|redactar|escribe|escribir|crea|crear|genera|generar|sugiere|dame|propon)(?: me)? (?:a |an |the |una |la )?(?:new |nueva )?(?:product description|description|descripcion)(?: del producto| de producto)?(?: (?:for|of|para|de|del)\\b)?|describe|describir)(?: (?:the|a|an|our|el|la|un|una|nuestro|nuestra))?(?: (?:product|producto))?\\b[\\s:,-]*`,
);

const DRAFT_POST = new RegExp(
  `^${LEAD}(?:draft|write|create|compose|prepare|start|redacta|redactar|escribe|escribir|crea|crear|prepara|preparar|hazme|haz)(?: me)? (?:a |an |un |una |el |la )?(?:new |nuevo |nueva )?(?:blog post|blog article|blog entry|post|article|blog|entry|articulo|entrada|publicacion)\\b(?: (?:de|del|para el) blog)?(?: (?:about|on|regarding|covering|titled|called|sobre|acerca de|de|titulado|titulada|llamado|llamada)\\b)?[\\s:,-]*`,
);

const SUMMARY =
  /\b(published|drafts?|unpublished|summary|summari[sz]e|overview|content|how many|what'?s new|resumen|resume|resumir|publicad\w*|borrador\w*|sin publicar|contenido|cuant[oa]s)\b/;
const DRAFTS = /\b(drafts?|unpublished|borrador\w*|sin publicar)\b/;
const PUBLISHED = /\b(published|publicad\w*|live)\b/;

/** A post draft's topic, a product's name or a content summary; "help" for anything else. */
function matchContentHubIntent(question: string): ContentHubIntent {
  const text = question.trim().replace(/^[¿¡]+/, "");
  const describe = cut(text, DESCRIBE_PRODUCT);
  if (describe.found) return { kind: "describeProduct", product: unquote(describe.rest) };
  const draft = cut(text, DRAFT_POST);
  if (draft.found) return { kind: "draftPost", topic: unquote(draft.rest) };
  const normalized = normalizeQuestion(text);
  if (SUMMARY.test(normalized))
    return {
      kind: "contentSummary",
      state: DRAFTS.test(normalized) ? "draft" : PUBLISHED.test(normalized) ? "published" : null,
    };
  return { kind: "help" };
}

// ---- online chat ---------------------------------------------------------------------------------

/** "Draft a reply to …", "reply to …", "redacta una respuesta para …": a command at the start. */
const CHAT_DRAFT = new RegExp(
  `^${LEAD}(?:(?:draft|write|compose|prepare|suggest|give me|help me (?:write|with)|redacta|redactar|escribe|escribir|prepara|preparar|sugiere|sugerir|propon|dame|ayudame a (?:escribir|redactar))(?: me)? (?:a |an |the |my |una |un |la |mi )?(?:quick |short |brief |breve |corta |rapida )?(?:reply|response|answer|respuesta|contestacion)(?: (?:breve|corta|rapida))?|reply|respond|answer|responde|responder|contesta|contestar)\\b`,
);
const CHAT_UNREAD =
  /\b(unread|not read|haven'?t read|missed|miss|catch me up|catch up|what'?s new|new messages|sin leer|no leid\w*|me perdi|me he perdido|ponme al dia|al dia|novedades|que hay de nuevo|mensajes nuevos|nuevos mensajes)\b/;
const CHAT_DECISIONS =
  /\b(decision\w*|decid\w*|agreed|agree|agreements?|consensus|acuerdos?|acordad\w*|acordamos|acordaron|consenso)\b/;
const CHAT_SUMMARY =
  /\b(summar\w*|recap|tl;?dr|overview|digest|resum\w*|sintesis|sintetiza\w*|what was said|what happened|que se ha dicho|que se dijo|que ha pasado|que paso)\b/;
/** Where a question on decisions names its conversation: "… in #launch", "… en el canal diseño". */
const CHAT_SCOPE = /\b(?:in|within|from|en|dentro de)\s+/;
/** Words around a conversation's name that are not part of it ("the conversation with", "el canal de"). */
const CHAT_FILLER =
  /^(?:[\s:,.;-]+|(?:to|for|in|on|of|from|with|about|at|a|al|para|en|de|del|sobre|con|the|my|our|this|that|el|la|los|las|mi|mis|nuestra|nuestro|esta|este|conversations?|conversacion(?:es)?|channels?|canal(?:es)?|chats?|dms?|direct messages?|mensajes? directos?|messages|mensajes|group|grupo|most recent|latest|last|recent|newest|ultim[ao]|mas reciente|reciente|one|please|por favor)(?![\p{L}\p{N}_]))+/u;
const CHAT_FILLER_END =
  /(?:\s+(?:conversations?|conversacion|channel|canal|chat|dm|group|grupo|please|por favor))+\s*$/;

/** The text of `text` after the first match of `pattern` in its normalised form (whole text: none). */
function after(text: string, pattern: RegExp): string | null {
  const { normalized, at } = normalizeWithMap(text);
  const found = pattern.exec(normalized);
  if (!found) return null;
  return text.slice(at[found.index + found[0].length] ?? text.length);
}

/**
 * The conversation a question names after its command: "to the conversation with Mia" → "Mia",
 * "#launch" → "launch", "el canal de diseño" → "diseño"; null when it names none ("the most recent").
 */
export function conversationNamed(rest: string | null): string | null {
  if (rest === null) return null;
  let text = unquote(rest.replace(/[?¿!¡]/g, " ").trim());
  for (;;) {
    const lead = cut(text, CHAT_FILLER);
    if (!lead.found || lead.found.index !== 0 || lead.found[0].length === 0) break;
    text = lead.rest;
  }
  text = cut(text, CHAT_FILLER_END).rest;
  const name = unquote(text.replace(/^[#@]+/, "").trim());
  return name === "" ? null : name;
}

/** A chat question: a reply to draft, the unread messages, decisions, a summary; "help" otherwise. */
function matchChatIntent(question: string): ChatIntent {
  const text = question.trim().replace(/^[¿¡]+/, "");
  const draft = cut(text, CHAT_DRAFT);
  if (draft.found) return { kind: "chatDraftReply", conversation: conversationNamed(draft.rest) };
  const normalized = normalizeQuestion(text);
  if (CHAT_UNREAD.test(normalized)) return { kind: "chatUnread" };
  if (CHAT_DECISIONS.test(normalized))
    return { kind: "chatDecisions", conversation: conversationNamed(after(text, CHAT_SCOPE)) };
  if (CHAT_SUMMARY.test(normalized))
    return { kind: "chatSummary", conversation: conversationNamed(after(text, CHAT_SUMMARY)) };
  return { kind: "help" };
}

// ---- file management -----------------------------------------------------------------------------

/** "Summarise …", "what does … say", "resume …": a summary of a document. */
const DRIVE_SUMMARY = new RegExp(
  `^${LEAD}(?:give me |dame )?(?:a |an |the |un |una |el |la )?(?:short |brief |quick |breve |corto |rapido )?(?:summar\\w*|recap|tl;?dr|overview|digest|key points|main points|resum\\w*|sintesis|sintetiza\\w*|puntos clave|ideas principales|what does|what's in|whats in|que dice|de que trata)\\b`,
);
/** "Find …", "where is …", "busca …": files by a description. */
const DRIVE_FIND = new RegExp(
  `^${LEAD}(?:help me |ayudame a )?(?:find|search(?: for)?|look for|locate|show me|get me|where (?:is|are|did i put)|where's|which (?:file|document)s?|busca\\w*|encuentra\\w*|localiza\\w*|muestrame|ensename|donde (?:esta|estan|deje|puse)|que (?:archivo|documento)s?)\\b`,
);
/** Words around a file's name or a description that are not part of it. */
const DRIVE_FILLER =
  /^(?:[\s:,.;-]+|(?:the|a|an|my|our|this|that|of|for|about|on|in|me|el|la|los|las|un|una|mi|mis|este|esta|ese|esa|de|del|para|sobre|en|file|files|document|documents|doc|docs|archivo|archivos|documento|documentos|fichero|ficheros|called|named|titled|llamado|llamada|titulado|titulada|say|says|dice|please|por favor)(?![\p{L}\p{N}_]))+/u;

/** "the document I opened last", "el último documento que abrí": no file named, the latest one meant. */
const DRIVE_RECENT =
  /^(?:(?:last|latest|most recent|recent|ultimo|ultima|mas reciente) )?(?:(?:document|file|documento|archivo|pdf) )?(?:(?:that|which|que) )?(?:i |yo )?(?:opened|viewed|read|looked at|saw|abri|vi|lei|mire)?(?: (?:last|latest|most recently|recently|earlier|ultimo|antes))?$/;

/** What follows a file command, without its fillers and quotes (empty, or the latest one meant: null). */
function driveRest(rest: string): string | null {
  let text = unquote(rest.replace(/[?¿!¡]/g, " ").trim());
  for (;;) {
    const lead = cut(text, DRIVE_FILLER);
    if (!lead.found || lead.found.index !== 0 || lead.found[0].length === 0) break;
    text = lead.rest;
  }
  const named = unquote(
    text.replace(/\s+(?:say|says|contain|contains|about|dice|contiene|trata)\s*$/i, "").trim(),
  );
  return named === "" || DRIVE_RECENT.test(normalizeQuestion(named)) ? null : named;
}

/** A File management question: a summary, a search by description; "help" otherwise. */
function matchDriveIntent(question: string): DriveIntent {
  const text = question.trim().replace(/^[¿¡]+/, "");
  const summary = cut(text, DRIVE_SUMMARY);
  if (summary.found) return { kind: "driveSummary", file: driveRest(summary.rest) };
  const find = cut(text, DRIVE_FIND);
  if (find.found) {
    const description = driveRest(find.rest);
    return description ? { kind: "driveFind", description } : { kind: "help" };
  }
  return { kind: "help" };
}
