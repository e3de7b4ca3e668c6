// The words the AI smart builder's built-in rules read (./rules.ts), in English and Spanish, on text
// normalised by `normalize` (lower case, no accents, words only): which entity, X-axis, Y-axis,
// date bucket, style and period a clause asks for. Pure.
import type { DateBucket, ReportEntity } from "@/lib/metrics/entities";
import type { ChartStyle } from "../../shared/chart";
import type { Period } from "../../shared/filters";

/** Entities by their words, most specific first (a clause's first match wins). */
export const ENTITY_WORDS: [ReportEntity, RegExp][] = [
  ["form-responses", /\b(forms?|formularios?|responses?|respuestas?|surveys?|encuestas?|submissions?)\b/],
  [
    "notifications",
    /\b(notifications?|notificaciones?|campaigns?|campanas?|emails?|correos?|newsletters?)\b/,
  ],
  ["meetings", /\b(meetings?|reunion(es)?|calls?|llamadas?|videollamadas?)\b/],
  [
    "events",
    /\b(events?|eventos?|calendars?|calendarios?|agenda|bookings?|reservas?|reservations?|reservaciones?)\b/,
  ],
  ["goals", /\b(goals?|objetivos?|metas?|okrs?|key results?)\b/],
  [
    "time-entries",
    /\b(hours?|horas?|time ?sheets?|time entr(y|ies)|tracked time|time tracked|tiempo registrado|registros? de tiempo|billable|facturables?|timers?)\b/,
  ],
  ["files", /\b(files?|archivos?|ficheros?|documents?|documentos?|uploads?|storage|almacenamiento)\b/],
  ["chats", /\b(chats?|messages?|mensajes?|conversations?|conversaciones?)\b/],
  ["databases", /\b(databases?|bases? de datos|tables?|tablas?)\b/],
  [
    "tasks",
    /\b(tasks?|tareas?|to ?dos?|tickets?|issues?|work items?|backlog|sprints?|cards?|tarjetas?|workload|carga de trabajo)\b/,
  ],
];

/** Words that only make sense of one entity: they name it when the clause names none. */
export const IMPLIED: [ReportEntity, RegExp][] = [
  [
    "tasks",
    /\b(burn ?down|burn ?up|overdue|late|vencid[oa]s?|atrasad[oa]s?|retrasad[oa]s?|cycle time|lead time|tiempo de ciclo|on track|en plazo)\b/,
  ],
  ["time-entries", /\b(billable|facturables?)\b/],
  ["goals", /\b(progress|progreso|avance)\b/],
];

export const X_WORDS: { pattern: RegExp; x: (entity: ReportEntity) => string }[] = [
  {
    pattern:
      /\b(overdue|late|vencid[oa]s?|atrasad[oa]s?|retrasad[oa]s?|on track|en plazo|a tiempo|due|deadlines?|plazos?|completion|completad[oa]s?)\b/,
    x: () => "completion-status",
  },
  { pattern: /\b(billable|facturables?)\b/, x: () => "billable" },
  { pattern: /\b(channels?|canal(es)?)\b/, x: () => "channels" },
  { pattern: /\b(sent|delivered|failed|enviad[oa]s?|entregad[oa]s?|fallid[oa]s?)\b/, x: () => "sent-status" },
  { pattern: /\b(projects?|proyectos?)\b/, x: () => "project" },
  {
    pattern: /\b(status(es)?|estados?|states?|stages?|etapas?|fases?)\b/,
    x: (entity) =>
      (
        ({
          tasks: "task-status",
          events: "event-status",
          meetings: "meeting-status",
          chats: "chat-status",
          notifications: "notification-status",
          goals: "goal-status",
        }) as Partial<Record<ReportEntity, string>>
      )[entity] ?? "",
  },
  { pattern: /\b(kinds?|types?|tipos?|clases?|formats?|formatos?)\b/, x: () => "files" },
  { pattern: /\b(by form|per form|each form|por formulario|cada formulario)\b/, x: () => "forms" },
  {
    pattern:
      /\b(assignees?|people|persons?|members?|users?|owners?|responsables?|personas?|miembros?|usuarios?|propietarios?|duenos?|who|quien(es)?|workload|carga|team|equipo|staff|employees?|empleados?)\b/,
    x: (entity) => (entity === "files" ? "file-owner" : entity === "goals" ? "owner" : "assignee"),
  },
];

export const BUCKET_WORDS: [DateBucket, RegExp][] = [
  ["day", /\b(per|each|every|by|a|por|cada|al) (day|dia)\b|\b(daily|diari[oa]s?|day by day|dia a dia)\b/],
  [
    "month",
    /\b(per|each|every|by|a|por|cada|al) (month|mes)\b|\b(monthly|mensual(es)?|month by month|mes a mes)\b/,
  ],
  ["week", /\b(per|each|every|by|a|por|cada|a la) (week|semana)\b|\b(weekly|semanal(es)?|week by week)\b/],
];
export const OVER_TIME =
  /\b(over time|trends?|tendencias?|timeline|evolution|evolucion|history|historial|a lo largo del tiempo|en el tiempo|created|creadas?|creados?|nuevas?|nuevos?|new)\b/;

export const Y_WORDS: { pattern: RegExp; y: Partial<Record<ReportEntity, string>> }[] = [
  {
    pattern:
      /\b(cycle time|lead time|time to (complete|finish|close)|how long|tiempo de ciclo|tiempo (en|hasta|para) (completar|terminar|cerrar)|duration|duracion)\b/,
    y: { tasks: "time-to-complete" },
  },
  {
    pattern: /\b(time (in|on|spent)|hours|horas|tiempo (en|dedicado))\b/,
    y: { meetings: "time-on-meeting", events: "time-on-event", "time-entries": "hours" },
  },
  { pattern: /\b(entries|registros|entradas)\b/, y: { "time-entries": "entry-count" } },
  { pattern: /\b(progress|progreso|avance)\b/, y: { goals: "progress" } },
  { pattern: /\b(time to send|send time|tiempo de envio)\b/, y: { notifications: "sent-time" } },
];

export const STYLE_WORDS: [ChartStyle, RegExp][] = [
  ["burndown", /\b(burn ?down|quemado)\b/],
  ["burnup", /\bburn ?up\b/],
  [
    "donut",
    /\b(pie|donut|doughnut|ring|anillos?|tarta|pastel|circular|rosquilla|dona|proportions?|proporcion(es)?|share|reparto|distribution|distribucion|breakdown|desglose)\b/,
  ],
  ["stacked-bar", /\b(stacked|apilad[oa]s?)\b/],
  ["grouped-bar", /\b(grouped|agrupad[oa]s?|side by side)\b/],
  ["area", /\b(area|areas)\b/],
  [
    "line",
    /\b(line|lines|linea|lineas|trends?|tendencias?|over time|a lo largo del tiempo|evolution|evolucion)\b/,
  ],
  [
    "metric",
    /\b(metric|metrica|compare|compared|comparison|comparad[oa]s?|comparacion|previous period|periodo anterior|vs last|frente al anterior)\b/,
  ],
  ["number", /\b(number|numero|total|how many|cuant[oa]s|kpi|figure|cifra|single)\b/],
  ["bar", /\b(bar|bars|barras?|columns?|columnas?|histogram|histograma)\b/],
];

export const PERIOD_WORDS: [Period, RegExp][] = [
  [
    "last-7-days",
    /\b(last|past|previous) (7|seven) days\b|\bultim[oa]s (7|siete) dias\b|\b(last|past) week\b|\bsemana pasada\b|\bultima semana\b/,
  ],
  ["last-30-days", /\b(last|past|previous) (30|thirty) days\b|\bultim[oa]s (30|treinta) dias\b/],
  [
    "last-90-days",
    /\b(last|past|previous) (90|ninety) days\b|\b(last|past) (3|three) months\b|\bultim[oa]s (90|noventa) dias\b|\bultimos (3|tres) meses\b/,
  ],
  ["this-week", /\bthis week\b|\besta semana\b/],
  ["this-month", /\bthis month\b|\beste mes\b/],
  ["last-month", /\b(last|previous|past) month\b|\bmes (pasado|anterior)\b|\bultimo mes\b/],
  ["this-quarter", /\bthis quarter\b|\beste trimestre\b/],
  ["this-year", /\bthis year\b|\beste ano\b/],
];
