/**
 * Quick add (issue 33): a sentence in English or Spanish — "Lunch with Ana tomorrow 1pm for 90 min
 * every Friday", "Dentista el próximo martes a las 9:30" — to a draft event shown before it is saved:
 * its title, its first day and time on the person's wall clock (or all day), its length and its
 * recurrence. Dates and times are chrono-node's (MIT); what it reads wrongly or not at all is taken
 * out first: lengths ("for 90 min", "durante una hora", which it would read as a time from now),
 * recurrence ("every Friday", "cada dos semanas", which it would read as one date), time ranges
 * ("de 10 a 11", where it reads "de 10" as a year), Spanish hours ("21h", "9 de la noche") and
 * "pasado mañana". Works with no model configured; Ask AI may refine the draft. Pure.
 */
import * as chrono from "chrono-node";
import { WEEKDAYS, type Recurrence, type RecurrenceEnd, type Weekday } from "@/lib/calendar/recurrence";

export type QuickAddLanguage = "en" | "es";

export interface QuickAddDraft {
  title: string;
  /** The first day, YYYY-MM-DD, on the person's wall clock. */
  day: string;
  /** HH:mm, or null for an all-day event. */
  time: string | null;
  /** Minutes for a timed event; whole days (1 and up) for an all-day one, in minutes too. */
  minutes: number;
  recurrence: Recurrence | null;
}

/** A timed event says nothing of its length: an hour, as every calendar does. */
export const QUICK_ADD_MINUTES = 60;
const DAY_MINUTES = 1_440;
const pad = (value: number) => String(value).padStart(2, "0");

const WORDS: Record<QuickAddLanguage, { weekdays: [RegExp, Weekday][]; numbers: Record<string, number> }> = {
  en: {
    weekdays: [
      [/^mon(day)?s?$/, "MO"],
      [/^tue(s(day)?)?s?$/, "TU"],
      [/^wed(nesday)?s?$/, "WE"],
      [/^thu(rs(day)?)?s?$/, "TH"],
      [/^fri(day)?s?$/, "FR"],
      [/^sat(urday)?s?$/, "SA"],
      [/^sun(day)?s?$/, "SU"],
    ],
    numbers: { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, other: 2, half: 0.5 },
  },
  es: {
    weekdays: [
      [/^lunes$/, "MO"],
      [/^martes$/, "TU"],
      [/^mi[eé]rcoles$/, "WE"],
      [/^jueves$/, "TH"],
      [/^viernes$/, "FR"],
      [/^s[aá]bados?$/, "SA"],
      [/^domingos?$/, "SU"],
    ],
    numbers: { un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, media: 0.5 },
  },
};

const EN_DAY =
  "mon(?:day)?s?|tue(?:s(?:day)?)?s?|wed(?:nesday)?s?|thu(?:rs(?:day)?)?s?|fri(?:day)?s?|sat(?:urday)?s?|sun(?:day)?s?";
const ES_DAY = "lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bados?|domingos?";

function weekdaysIn(text: string, language: QuickAddLanguage): Weekday[] {
  const found = new Set<Weekday>();
  for (const word of text.toLowerCase().split(/[^a-záéíóúñ]+/))
    for (const [pattern, day] of WORDS[language].weekdays) if (pattern.test(word)) found.add(day);
  return WEEKDAYS.filter((day) => found.has(day));
}

function numberOf(word: string, language: QuickAddLanguage): number {
  return Number(word.replace(",", ".")) || WORDS[language].numbers[word.toLowerCase()] || 0;
}

/** Takes the first match of `pattern` out of `text`: the match, and the text without it. */
function take(text: string, pattern: RegExp): [RegExpExecArray | null, string] {
  const match = pattern.exec(text);
  return match
    ? [match, `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`]
    : [null, text];
}

/** "for 90 min", "for an hour and a half", "durante 2 horas", "por media hora": minutes. */
function takeLength(text: string, language: QuickAddLanguage): [number | null, string] {
  const lead = language === "en" ? "for" : "(?:durante|por)";
  const unit = language === "en" ? "(h|hrs?|hours?|m|mins?|minutes?)" : "(h|horas?|m|min|mins|minutos?)";
  const [match, rest] = take(
    text,
    new RegExp(
      `\\b${lead}\\s+(\\d+(?:[.,]\\d+)?|an?|one|two|three|four|half(?: an)?|una?|uno|dos|tres|cuatro|media)\\s*${unit}\\b(\\s+(?:and a half|y media))?`,
      "i",
    ),
  );
  if (!match) return [null, text];
  const amount = numberOf(match[1]!.replace(/ an$/i, ""), language) + (match[3] ? 0.5 : 0);
  const hours = /^h|^hr|^hour|^hora/i.test(match[2]!);
  const minutes = Math.round(amount * (hours ? 60 : 1));
  return minutes > 0 ? [minutes, rest] : [null, text];
}

/** A Spanish unit or adverb's frequency by its first letter: día/diario, semana/semanal, mes/mensual, año/anual. */
function spanishFrequency(word: string): Recurrence["freq"] {
  return word.startsWith("d")
    ? "daily"
    : word.startsWith("s")
      ? "weekly"
      : word.startsWith("m")
        ? "monthly"
        : "yearly";
}

interface Repeat {
  freq: Recurrence["freq"];
  interval: number;
  weekdays: Weekday[];
  end: RecurrenceEnd;
}

/** "every Friday", "every other week", "weekdays", "cada 2 semanas", "todos los lunes y jueves". */
function takeRecurrence(text: string, language: QuickAddLanguage, reference: Date): [Repeat | null, string] {
  let rest = text;
  let end: RecurrenceEnd = { kind: "never" };
  const [times, withoutTimes] = take(
    rest,
    language === "en" ? /\b(\d{1,3})\s+times\b/i : /\b(\d{1,3})\s+veces\b/i,
  );
  const [until, withoutUntil] = take(
    times ? withoutTimes : rest,
    language === "en"
      ? /\buntil\s+(.+?)(?=\s+(?:every|each|for|at)\b|$)/i
      : /\bhasta\s+(?:el\s+)?(.+?)(?=\s+(?:cada|todos|durante|a las)\b|$)/i,
  );
  if (times) {
    rest = withoutTimes;
    end = { kind: "count", count: Math.min(730, Math.max(1, Number(times[1]))) };
  } else if (until) {
    const date = chrono[language].parseDate(
      until[1]!,
      { instant: reference, timezone: 0 },
      { forwardDate: true },
    );
    if (date) {
      rest = withoutUntil;
      end = {
        kind: "until",
        day: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`,
      };
    }
  }
  const patterns: [RegExp, (m: RegExpExecArray) => Omit<Repeat, "end"> | null][] =
    language === "en"
      ? [
          [
            /\b(?:every|each)\s+weekday\b|\bweekdays\b|\bevery\s+working\s+day\b/i,
            () => ({ freq: "weekly", interval: 1, weekdays: ["MO", "TU", "WE", "TH", "FR"] }),
          ],
          [
            new RegExp(
              `\\b(?:every|each)\\s+(?:(other|\\d+)\\s+)?((?:${EN_DAY})(?:\\s*(?:,|and|&)\\s*(?:${EN_DAY}))*)\\b`,
              "i",
            ),
            (m) => ({
              freq: "weekly",
              interval: m[1] ? numberOf(m[1], language) || 1 : 1,
              weekdays: weekdaysIn(m[2]!, language),
            }),
          ],
          [
            /\b(?:every|each)\s+(?:(other|\d+)\s+)?(day|week|month|year)s?\b/i,
            (m) => ({
              freq: ({ day: "daily", week: "weekly", month: "monthly", year: "yearly" } as const)[
                m[2]!.toLowerCase() as "day"
              ],
              interval: m[1] ? numberOf(m[1], language) || 1 : 1,
              weekdays: [],
            }),
          ],
          [
            /\b(daily|weekly|monthly|yearly|annually)\b/i,
            (m) => ({
              freq: m[1]!.toLowerCase() === "annually" ? "yearly" : (m[1]!.toLowerCase() as Repeat["freq"]),
              interval: 1,
              weekdays: [],
            }),
          ],
        ]
      : [
          [
            /\b(?:todos\s+los|cada)\s+d[ií]as?\s+(?:laborables|h[aá]biles|de\s+diario)\b|\bde\s+lunes\s+a\s+viernes\b/i,
            () => ({ freq: "weekly", interval: 1, weekdays: ["MO", "TU", "WE", "TH", "FR"] }),
          ],
          [
            new RegExp(
              `\\b(?:todos\\s+los|todas\\s+las|cada)\\s+(?:(\\d+|dos|tres|cuatro)\\s+)?((?:${ES_DAY})(?:\\s*(?:,|y)\\s*(?:${ES_DAY}))*)`,
              "i",
            ),
            (m) => ({
              freq: "weekly",
              interval: m[1] ? numberOf(m[1], language) || 1 : 1,
              weekdays: weekdaysIn(m[2]!, language),
            }),
          ],
          [
            /\b(?:todos\s+los|todas\s+las|cada)\s+(?:(\d+|dos|tres|cuatro|otr[oa])\s+)?(d[ií]as?|semanas?|mes(?:es)?|a[ñn]os?)\b/i,
            (m) => {
              const unit = m[2]!.toLowerCase();
              const freq = spanishFrequency(unit);
              const interval = m[1] ? (/^otr/i.test(m[1]) ? 2 : numberOf(m[1], language) || 1) : 1;
              return { freq, interval, weekdays: [] };
            },
          ],
          [
            /\b(diari[oa]|diariamente|semanal(?:mente)?|mensual(?:mente)?|anual(?:mente)?)\b/i,
            (m) => {
              const word = m[1]!.toLowerCase();
              const freq = spanishFrequency(word);
              return { freq, interval: 1, weekdays: [] };
            },
          ],
        ];
  for (const [pattern, read] of patterns) {
    const [match, without] = take(rest, pattern);
    const repeat = match && read(match);
    if (repeat)
      return [{ ...repeat, interval: Math.min(99, Math.max(1, Math.round(repeat.interval))), end }, without];
  }
  return [null, text];
}

/** HH:mm from an hour, minutes and am/pm. */
function clock(hour: number, minute: number, meridiem: string | undefined): string | null {
  let h = hour;
  if (meridiem && /^p/i.test(meridiem) && h < 12) h += 12;
  if (meridiem && /^a/i.test(meridiem) && h === 12) h = 0;
  return h <= 23 && minute <= 59 ? `${pad(h)}:${pad(minute)}` : null;
}

/** "3pm-4:30pm", "from 9 to 12", "de 10 a 11", "desde las 9 hasta las 10:30": its two times. */
function takeRange(text: string, language: QuickAddLanguage): [[string, string] | null, string] {
  const time = "(?<![\\d/.:])(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm|a\\.m\\.|p\\.m\\.)?";
  const pattern =
    language === "en"
      ? new RegExp(`\\b(?:from\\s+)?${time}\\s*(?:-|–|to|until|till)\\s*${time}(?![\\d/])`, "i")
      : new RegExp(
          `\\b(?:de(?:sde)?\\s+(?:las?\\s+)?)?${time}\\s*(?:-|–|a|hasta)\\s*(?:las?\\s+)?${time}(?![\\d/])`,
          "i",
        );
  const [match, rest] = take(text, pattern);
  if (!match) return [null, text];
  const endMeridiem = match[6];
  const from = clock(Number(match[1]), Number(match[2] ?? 0), match[3] ?? endMeridiem);
  const to = clock(Number(match[4]), Number(match[5] ?? 0), endMeridiem ?? match[3]);
  // "9-12" on its own or "10 a 11" with neither a colon nor a meridiem must look like hours.
  if (
    !from ||
    !to ||
    (!match[2] && !match[3] && !match[5] && !endMeridiem && !/from|de|desde/i.test(match[0]))
  )
    return [null, text];
  return [[from, to], rest];
}

/** Spanish forms chrono misreads: "21h", "9 de la noche", "pasado mañana". */
function spanishHours(text: string, reference: Date): string {
  const later = new Date(reference.getTime() + 2 * DAY_MINUTES * 60_000);
  return text
    .replace(
      /\bpasado\s+mañana\b/gi,
      `${later.getUTCDate()}/${later.getUTCMonth() + 1}/${later.getUTCFullYear()}`,
    )
    .replace(
      /\b(\d{1,2})(?::(\d{2}))?\s+de\s+la\s+(mañana|madrugada|tarde|noche)\b/gi,
      (_, h: string, m: string | undefined, part: string) => {
        const hour = Number(h) + (/tarde|noche/i.test(part) && Number(h) < 12 ? 12 : 0);
        return `${pad(hour % 24)}:${m ?? "00"}`;
      },
    )
    .replace(/\b(\d{1,2})\s?h\b/gi, (_, h: string) => `${pad(Number(h))}:00`);
}

const LEFTOVERS: Record<QuickAddLanguage, RegExp> = {
  en: /\b(?:at|on|from|for|in|the|this|next)\s*$|^\s*(?:at|on)\b/gi,
  es: /\b(?:a(?:\s+las?)?|el|la|los|de|desde|para|en|este|esta|pr[oó]ximo|pr[oó]xima)\s*$|^\s*(?:el|a\s+las?)\b/gi,
};

/**
 * The draft a sentence makes, on the wall clock of `now` (ms, as if UTC: the person's date and time),
 * or null when it names no title.
 */
export function parseQuickAdd(
  sentence: string,
  language: QuickAddLanguage,
  now: number,
): QuickAddDraft | null {
  const reference = new Date(now);
  let text = sentence.replace(/\s+/g, " ").trim().slice(0, 300);
  if (language === "es") text = spanishHours(text, reference);
  const [length, withoutLength] = takeLength(text, language);
  const [repeat, withoutRepeat] = takeRecurrence(withoutLength, language, reference);
  const [range, rest] = takeRange(withoutRepeat, language);
  const results = chrono[language].parse(rest, { instant: reference, timezone: 0 }, { forwardDate: true });
  let title = rest;
  let date: Date | null = null;
  let time: string | null = range?.[0] ?? null;
  let end: string | null = range?.[1] ?? null;
  for (const result of results.slice(0, 2)) {
    const start = result.start.date();
    if (
      !date &&
      (result.start.isCertain("day") || result.start.isCertain("weekday") || !result.start.isCertain("hour"))
    )
      date = start;
    if (!time && result.start.isCertain("hour")) {
      time = `${pad(start.getUTCHours())}:${pad(start.getUTCMinutes())}`;
      date ??= start;
      if (result.end?.isCertain("hour"))
        end = `${pad(result.end.date().getUTCHours())}:${pad(result.end.date().getUTCMinutes())}`;
    }
    title = title.replace(result.text, " ");
  }
  title = title.replace(/\s+/g, " ").trim();
  for (let i = 0; i < 3; i++)
    title = title
      .replace(LEFTOVERS[language], "")
      .replace(/[\s,.;:–-]+$|^[\s,.;:–-]+/g, "")
      .trim();
  if (title.length === 0) return null;

  // No date: the recurrence's first weekday from today, else today (or tomorrow once the time passed).
  let first = date ?? reference;
  if (!date && time && `${pad(reference.getUTCHours())}:${pad(reference.getUTCMinutes())}` > time && !repeat)
    first = new Date(reference.getTime() + DAY_MINUTES * 60_000);
  if (repeat?.weekdays.length) {
    // A weekly series starts on one of its days: the first on or after the date named.
    for (let step = 0; step < 7; step++) {
      const candidate = new Date(first.getTime() + step * DAY_MINUTES * 60_000);
      if (repeat.weekdays.includes(WEEKDAYS[(candidate.getUTCDay() + 6) % 7]!)) {
        first = candidate;
        break;
      }
    }
  }
  const day = `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(first.getUTCDate())}`;
  let minutes = time ? (length ?? QUICK_ADD_MINUTES) : DAY_MINUTES;
  if (time && end && !length) {
    const span =
      Number(end.slice(0, 2)) * 60 +
      Number(end.slice(3)) -
      (Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
    minutes = span > 0 ? span : span + DAY_MINUTES;
  }
  if (!time && length && length % DAY_MINUTES === 0) minutes = length;
  const recurrence: Recurrence | null = repeat
    ? {
        freq: repeat.freq,
        interval: repeat.interval,
        weekdays: repeat.weekdays,
        monthlyBy: "date",
        end: repeat.end,
      }
    : null;
  return { title: title[0]!.toUpperCase() + title.slice(1), day, time, minutes, recurrence };
}
