// A database generator module's questions to the built-in assistant (no model), in English and
// Spanish: which databases and tables there are, a table's columns, how many records (in a table,
// where a column holds a value, by a column's values) and a number column's sum, average, least or
// greatest. Names are given as the question writes them (the answers find tables and columns by
// name, ignoring case). Pure; lib/ai/intents.ts dispatches to it; unit-tested in
// tests/unit/database-generator-ai-intents.test.ts.

/** How a question compares a column with a value (the answers turn it into the column's operator). */
export type DbOperator = "is" | "isNot" | "gt" | "gte" | "lt" | "lte" | "contains";
export interface DbCondition {
  column: string;
  operator: DbOperator;
  value: string;
}
export type DbAggregate = "sum" | "avg" | "min" | "max";

export type DbIntent =
  | { kind: "dbTables" }
  /** A table's columns; null: every table's (the schema). */
  | { kind: "dbDescribe"; table: string | null }
  | { kind: "dbCount"; table: string | null; by: string | null; where: DbCondition | null }
  | { kind: "dbAggregate"; fn: DbAggregate; column: string; table: string | null; where: DbCondition | null }
  | { kind: "help" };

/** A text normalised (lib/ai/intents.ts normalizeWithMap) with where each character came from. */
export type Normalize = (text: string) => { normalized: string; at: number[] };

/** [start, end) of the normalised question. */
type Span = [number, number];

const LEAD =
  /^(?:[¿¡\s]+|(?:please|por favor|can you|could you|would you|puedes|podrias|me|tell me|dime|show me|muestrame|give me|dame|i want to know|quiero saber|hey|hola|ok|so)(?:\s+|$))+/;
const TAIL = /(?:[\s?!.,;:]+|\s+(?:please|por favor))+$/;
/** Words around a table's or a column's name that are not part of it. */
const NAME_LEAD =
  /^(?:(?:the|a|an|all|this|that|our|my|of|in|on|from|for|inside|across|are there|there are|is there|do we have|do i have|do you have|does|do|are|is|were|there|el|la|los|las|un|una|todos los|todas las|este|esta|nuestra|nuestro|mi|de|del|en|dentro de|para|hay|tiene|tienen|tenemos|tengo|existen|table|tabla|column|field|columna|campo|each|cada)(?:\s+|$))+/;
const NAME_TAIL =
  /(?:\s+(?:have|has|hold|holds|contain|contains|are there|there|is there|hay|tiene|tienen|table|tabla|column|field|columna|campo|in total|en total|altogether|total|overall))+$/;

const OPERATORS: [RegExp, DbOperator][] = [
  [/is not equal to|is not|isn't|is different from|does not equal|doesn't equal|not equal to|!=|<>/, "isNot"],
  [/no es igual a|es distinto de|es diferente de|distinto de|diferente de|no es/, "isNot"],
  [/is greater than or equal to|greater than or equal to|is at least|at least|>=/, "gte"],
  [/es mayor o igual (?:que|a)|mayor o igual (?:que|a)|al menos/, "gte"],
  [/is less than or equal to|less than or equal to|is at most|at most|<=/, "lte"],
  [/es menor o igual (?:que|a)|menor o igual (?:que|a)|como maximo|como mucho/, "lte"],
  [/is greater than|is more than|greater than|more than|is over|is above|over|above|>/, "gt"],
  [/es mayor que|mayor que|mas de|por encima de/, "gt"],
  [/is less than|is under|is below|less than|under|below|</, "lt"],
  [/es menor que|menor que|menos de|por debajo de/, "lt"],
  [/contains|includes|contiene|incluye/, "contains"],
  [/is equal to|equals|is|es igual a|igual a|es|sea|=/, "is"],
];
const OPERATOR_TEXT = OPERATORS.map(([words]) => words.source).join("|");
const WHERE = new RegExp(
  `(?:^|\\s)(?:where|whose|with|when|for which|donde|en (?:los|las) que|cuy[oa]s?|con|que tengan?)\\s+(.+?)\\s*(?:^|\\s|(?=[<>=!]))(${OPERATOR_TEXT})(?:\\s+|(?<=[<>=])\\s*)(.+)$`,
  "d",
);

const HELP = /^(?:help|ayuda|what can you do|what do you do|que puedes hacer|que sabes hacer|que haces)\b/;
const DESCRIBE =
  /^(?:describe|describir|describeme|explain|explica|explicame)\s+(.+)$|^(?:(?:what|which|show|list|give|que|cuales|muestra|lista|listar|dame|ensename)\s+)?(?:are\s+|son\s+)?(?:the\s+|las\s+|los\s+)?(?:columns|fields|columnas|campos)\b\s*(.*)$|^(?:(?:what is|what's|cual es)\s+)?(?:the\s+|el\s+|la\s+)?(?:schema|structure|estructura|esquema)\s+(?:of|for|de|del)\s+(.+)$/d;
/** "the tables", "each table", "las tablas": every table's columns. */
const EVERY_TABLE =
  /^(?:(?:do|are in|in|of|for|does|tienen|hay en|de|en)\s+)?(?:the |all |all the |each |every |las |los |todas las |cada )?(?:tables?|tablas?|databases?|bases? de datos|schema|esquema)$/;
const AGGREGATES: [RegExp, DbAggregate][] = [
  [/^(?:sum|total|suma|sumatoria)$/, "sum"],
  [/^(?:average|avg|mean|promedio|media|medio)$/, "avg"],
  [/^(?:minimum|min|lowest|smallest|least|minimo|minima|menor)$/, "min"],
  [/^(?:maximum|max|highest|largest|biggest|greatest|maximo|maxima|mayor)$/, "max"],
];
const AGGREGATE =
  /^(?:(?:what(?:'s| is| are)?|which is|cual es|cuales son|calcula(?:me)?|compute|calculate|get)\s+)?(?:the\s+|el\s+|la\s+|lo\s+)?(sum|total|suma|sumatoria|average|avg|mean|promedio|media|minimum|min|lowest|smallest|least|minimo|minima|menor|maximum|max|highest|largest|biggest|greatest|maximo|maxima|mayor)\s+(?:(?:value|valor)\s+)?(?:(?:of|for|de|del)\s+)?(?:(?:the|el|la|los|las)\s+)?(.+)$/d;
/** Spanish puts the word after the column: "el importe total de Pedidos", "el precio medio". */
const AGGREGATE_AFTER =
  /^(?:(?:cual es|dime|dame|calcula(?:me)?)\s+)?(?:el|la)\s+(.+?)\s+(total|maximo|maxima|minimo|minima|medio|media|promedio)(?:\s+(.+))?$/d;
const TABLE_SPLIT =
  /\s(?:in|from|across|on|within|en|dentro de)\s(?!.*\s(?:in|from|across|on|within|en|dentro de)\s)/;
const OF_SPLIT = /\s(?:of|for|de|del|para)\s(?!.*\s(?:of|for|de|del|para)\s)/;
const RECORDS = /\b(?:records?|rows?|entries|registros?|filas?|entradas?)\b/;
const TABLES =
  /\b(?:tables|databases|tablas|bases de datos)\b|^(?:list|show|lista|listar|muestra)\s+(?:the\s+|las\s+|los\s+)?(?:tables?|databases?|tablas?|bases? de datos)\b/;
const COUNT =
  /^(?:how many|count(?:\s+(?:the|all))?|(?:what is |what's )?(?:the )?(?:total )?number of|total number of|cuant[oa]s|cuenta(?:me)?|contar|(?:el )?numero (?:total )?de|total de(?=\s+(?:registros|filas|entradas)))(?:\s+|$)(.*)$/d;
const BY =
  /(?:^|\s+)(?:by|per|grouped by|for each|broken down by|por|agrupad[oa]s? por|para cada|segun)\s+(.+)$/d;
const RECORD_WORD =
  /^(?:(?:the|all|all the|los|las|todos los|todas las)\s+)?(?:records?|rows?|entries|items|registros?|filas?|entradas?|elementos?)(?:\s+|$)/;

/** The intent of a question to a database generator module; "help" when nothing matches. */
export function matchDbIntent(question: string, normalize: Normalize): DbIntent {
  const text = question.trim();
  const { normalized: n, at } = normalize(text);
  const sub = ([from, to]: Span) => n.slice(from, to);
  const original = ([from, to]: Span) => text.slice(at[from] ?? text.length, at[to] ?? text.length);
  /** The span without the words `lead` and `tail` match at its ends. */
  const strip = ([from, to]: Span, lead: RegExp, tail: RegExp): Span => {
    const start = from + (lead.exec(n.slice(from, to))?.[0].length ?? 0);
    return [start, start + n.slice(start, to).replace(tail, "").length];
  };
  /** A name as the question writes it, without the words around it and quotes; null for none. */
  const name = (span: Span | null): string | null => {
    const named = span ? unquote(original(strip(span, NAME_LEAD, NAME_TAIL))) : "";
    return named === "" ? null : named;
  };
  /** Group `index` of a match in `span`'s text, as a span of the question. */
  const inside = (span: Span, found: RegExpExecArray, index: number): Span | null => {
    const range = found.indices?.[index];
    return range ? [span[0] + range[0], span[0] + range[1]] : null;
  };
  /** Before and after a split of `span` (the match's text dropped). */
  const cut = (span: Span, found: RegExpExecArray): [Span, Span] => [
    [span[0], span[0] + found.index],
    [span[0] + found.index + found[0].length, span[1]],
  ];

  let body = strip([0, n.length], LEAD, TAIL);
  if (HELP.test(sub(body))) return { kind: "help" };

  // A condition at the end: "… where Stage is Won", "… donde Importe > 100".
  let where: DbCondition | null = null;
  const condition = WHERE.exec(sub(body));
  if (condition) {
    const words = condition[2] ?? "";
    const operator = OPERATORS.find(([pattern]) => new RegExp(`^(?:${pattern.source})$`).test(words))?.[1];
    const column = name(inside(body, condition, 1));
    const valueSpan = inside(body, condition, 3);
    const value = valueSpan ? unquote(original(valueSpan)) : "";
    if (operator && column && value) {
      where = { column, operator, value };
      body = strip([body[0], body[0] + condition.index], /^$/, TAIL);
    }
  }

  const describe = DESCRIBE.exec(sub(body));
  if (describe) {
    const span = inside(body, describe, 1) ?? inside(body, describe, 2) ?? inside(body, describe, 3);
    const table = name(span);
    if (!table || !span) return { kind: "dbTables" };
    return { kind: "dbDescribe", table: EVERY_TABLE.test(sub(span).replace(NAME_TAIL, "")) ? null : table };
  }

  if (!RECORDS.test(sub(body))) {
    const before = AGGREGATE.exec(sub(body));
    const after = before ? null : AGGREGATE_AFTER.exec(sub(body));
    const found = before ?? after;
    if (found) {
      const words = (before ? before[1] : after?.[2]) ?? "";
      const fn = AGGREGATES.find(([pattern]) => pattern.test(words))?.[1] ?? "sum";
      let columnSpan = inside(body, found, before ? 2 : 1);
      let tableSpan = after ? inside(body, after, 3) : null;
      if (before && columnSpan) {
        const split = TABLE_SPLIT.exec(sub(columnSpan)) ?? OF_SPLIT.exec(sub(columnSpan));
        if (split) [columnSpan, tableSpan] = cut(columnSpan, split);
      }
      const column = name(columnSpan);
      if (column) return { kind: "dbAggregate", fn, column, table: name(tableSpan), where };
    }
    if (TABLES.test(sub(body))) return { kind: "dbTables" };
  }

  const count = COUNT.exec(sub(body));
  let target = count && inside(body, count, 1);
  if (!target) return { kind: "help" };
  let by: string | null = null;
  let table: string | null = null;
  const grouped = BY.exec(sub(target));
  if (grouped) {
    let column = inside(target, grouped, 1);
    target = [target[0], target[0] + grouped.index];
    // "by Stage in Orders": the table after the column.
    const split = column && TABLE_SPLIT.exec(sub(column));
    if (column && split) {
      const [named, of] = cut(column, split);
      column = named;
      table = name(of);
    }
    by = name(column);
  }
  const own = RECORD_WORD.exec(sub(target));
  if (own) target = [target[0] + own[0].length, target[1]];
  return { kind: "dbCount", table: name(target) ?? table, by, where };
}

/** A name without quotes around it and end punctuation. */
function unquote(text: string): string {
  return text
    .trim()
    .replace(/^["'“‘«]+|["'”’»]+$/g, "")
    .replace(/[\s.,;:!?"'”’»]+$/, "")
    .replace(/^["'“‘«\s]+/, "")
    .trim();
}
