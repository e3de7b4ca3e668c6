// The words the built-in rules (./rules.ts) read an automation's description by, in English and in
// Spanish. Matched against the description lower-cased and without accents ("reunión" reads
// "reunion"), so the Spanish patterns carry no accents.

/** A task status as a description names it. */
export const STATUS_WORDS: readonly { status: "todo" | "work-in-progress" | "done"; pattern: RegExp }[] = [
  {
    status: "done",
    pattern: /\b(done|complete[d]?|finished|closed|hech[ao]|terminad[ao]|completad[ao]|cerrad[ao])\b/,
  },
  {
    status: "work-in-progress",
    pattern: /\b(in progress|doing|started|en (curso|progreso)|empezad[ao]|iniciad[ao])\b/,
  },
  { status: "todo", pattern: /\b(to ?do|backlog|pendiente|por hacer)\b/ },
];

/**
 * What starts the automation, most specific first: the first whose pattern matches is the trigger
 * (a schedule is read apart, by ./schedule words below). `action` marks phrases that name an action
 * too ("move it to done"): they make the trigger only in the description's "when" part.
 */
export const TRIGGER_WORDS: readonly { name: string; pattern: RegExp }[] = [
  {
    name: "task.moved",
    pattern:
      /\b(moved?|moves|dragged|goes|changes?|set) (in)?to\b|\bstatus changes?\b|\b(is|gets|are) (marked )?(as )?(done|completed?|finished|closed)\b|\b(se mueven?|se muevan?|pasan?|pasen?|cambian?|cambien?|movid[ao]s?|se marcan?|se marquen?) (a|como)\b|\bcambia de estado\b|\bse (completa|complete|termina|termine|cierra|cierre)\b/,
  },
  {
    name: "task.dueSoon",
    pattern:
      /\bdue (soon|tomorrow|date (is )?(near|close|approaching))\b|\bbefore (it is |it's |the task is |its )?(due|deadline)\b|\b(vence|vencen) (pronto|manana)\b|\bantes de (que venza|su vencimiento|la fecha limite)\b/,
  },
  { name: "task.overdue", pattern: /\b(overdue|past due|late|vencid[ao]s?|atrasad[ao]s?)\b/ },
  { name: "task.assigned", pattern: /\b(is |gets |are )?assigned\b(?! to me)|\bse asigna\b|\basignad[ao]\b/ },
  {
    name: "task.created",
    pattern:
      /\b(task|card) (is |gets |are )?(created|added|opened)\b|\bnew (task|card)s?\b|\b(tarea|tarjeta) (nueva|creada|anadida)\b|\b(nueva|nuevas) tareas?\b|\bse (crea|cree|creen|crean) (una )?tareas?\b/,
  },
  {
    name: "form.submitted",
    pattern: /\bforms?\b|\bsubmi(t|ssion|tted)\b|\bresponses?\b|\bformulario\b|\brespuestas?\b|\bse envia\b/,
  },
  { name: "content.published", pattern: /\bpublish(ed|es)?\b|\bpublica(do|da|n)?\b|\bblog post\b/ },
  {
    name: "time.entryStopped",
    pattern:
      /\btimer (is )?stop(s|ped)?\b|\bstops? (a |the |my )?timer\b|\btime entr(y|ies)\b|\b(temporizador|cronometro) (se )?(detiene|para)\b|\bregistro de tiempo\b/,
  },
  {
    name: "database.rowCreated",
    pattern:
      /\b(row|record)s? (is |are |gets )?(added|created|inserted)\b|\bnew (row|record)s?\b|\b(fila|registro)s? (nuev[ao]s?|anadid[ao]s?|cread[ao]s?)\b|\bnuev[ao]s? (fila|registro)s?\b/,
  },
  {
    name: "database.rowChanged",
    pattern:
      /\b(row|record)s? (is |are )?(changed|updated|edited)\b|\b(fila|registro)s? (cambia|se actualiza|modificad[ao])\b/,
  },
  {
    name: "file.uploaded",
    pattern:
      /\bfiles? (is |are |gets )?uploaded\b|\buploads? (a )?files?\b|\b(archivo|fichero)s? (subid[ao]s?|se sube)\b|\bsube(n)? (un )?(archivo|fichero)\b/,
  },
  {
    name: "meeting.scheduled",
    pattern:
      /\bmeetings? (is |are |gets )?(scheduled|booked|planned)\b|\bnew meetings?\b|\breunion(es)? (programad[ao]s?|nuevas?|agendad[ao]s?)\b|\bse (programa|agenda) una reunion\b/,
  },
  {
    name: "chat.message",
    pattern:
      /\b(chat )?messages? (is |are )?(posted|sent|received)\b|\bsomeone (writes|posts|says)\b|\bmensajes?\b|\balguien escribe\b/,
  },
  {
    name: "webhook",
    pattern:
      /\b(incoming|receive[sd]?|on a|when a) webhook\b|\bwebhook (is )?(received|arrives|calls)\b|\bwebhook entrante\b|\brecib\w* (un )?webhook\b/,
  },
  {
    name: "manual",
    pattern:
      /\b(by hand|manually|when i (click|press|run)|on demand|a mano|manualmente|cuando (pulse|haga clic))\b/,
  },
];

/** What the automation does, each where its words stand in the description. */
export const ACTION_WORDS: readonly { name: string; pattern: RegExp }[] = [
  { name: "email.send", pattern: /\be-?mails?\b|\b(send|write) (an? )?mail\b|\bcorreos?( electronicos?)?\b/ },
  {
    name: "notification.send",
    pattern:
      /\bnotif(y|ies|ication)\b|\balert\b|\bremind(er)?\b|\blet (me|them|the \w+) know\b|\bping\b|\bavis(a|ar|ame)\b|\bnotific(a|ar|ame|acion)\b|\brecuerd(a|ame)\b|\brecordatorio\b/,
  },
  {
    name: "task.create",
    pattern:
      /\b(create|add|make|open) (an? |the )?(new )?(\w+ )?(task|card|to-?do)\b|\bcre(a|ar|e) (una )?(nueva )?tarea\b|\banad(e|ir) (una )?tarea\b/,
  },
  {
    name: "task.move",
    pattern:
      /\b(move|set|put) (it|the task|the card|them)\b|\bmark (it|the task) (as )?\b|\bmuev(e|ela|elo)\b|\bmarcal[ao]\b/,
  },
  { name: "task.assign", pattern: /\bassign (it|the task|them)\b|\basign(a|ala|alo|arla|arlo)\b/ },
  { name: "task.comment", pattern: /\bcomment\b|\b(leave|add|write) a note\b|\bcomenta(rio)?\b/ },
  {
    name: "chat.post",
    pattern:
      /\bpost (it |a message )?(in|to|on) (the )?(chat|channel|conversation)\b|\breply in the chat\b|\bpublica(r)? en el (chat|canal)\b|\bescrib(e|ir) en el (chat|canal)\b/,
  },
  {
    name: "database.rowAdd",
    pattern:
      /\b(add|insert|create|save|log) (it |them )?(as )?(an? )?(new )?(row|record)s?\b|\b(to|in|into) (a |the )?(database|table)\b|\b(anad|agreg|guard)\w* (una )?(fila|registro)\b|\ben (la )?(base de datos|tabla)\b/,
  },
  {
    name: "calendar.eventCreate",
    pattern: /\bcalendar\b|\b(create|add|book) an? event\b|\bcalendario\b|\bcre(a|ar) un evento\b/,
  },
  {
    name: "webhook.call",
    pattern:
      /\bhttps?:\/\/\S+|\b(call|post to|send to|hit) (a |the |an outgoing )?webhook\b|\bllama(r)? (a )?(un )?webhook\b/,
  },
  {
    name: "wait",
    pattern:
      /\b(wait|after|espera|despues de|tras)\s+(\d+|an?|one|una?)\s+(minutes?|hours?|days?|weeks?|minutos?|horas?|dias?|semanas?)\b/,
  },
];

/** Who a notification or an e-mail goes to. */
export const RECIPIENT_WORDS = {
  /** The person who did what started it (the mover, the author). */
  actor:
    /\b(who (moved|created|posted|submitted|did|wrote|uploaded|stopped|scheduled) it|the (author|mover|sender|submitter)|quien (lo|la) (movio|creo|envio|subio|escribio)|el autor)\b/,
} as const;

/** A schedule's words: how often, on which day, at what time. */
export const SCHEDULE_WORDS = {
  daily: /\b(every ?day|daily|each day|cada dia|todos los dias|diariamente|a diario)\b/,
  weekdays:
    /\b(every weekday|on weekdays|each weekday|de lunes a viernes|cada dia laborable|dias laborables)\b/,
  weekly: /\b(every week|weekly|each week|cada semana|semanal(mente)?)\b/,
  monthly: /\b(every month|monthly|each month|cada mes|mensual(mente)?)\b/,
  hourly: /\b(every hour|hourly|each hour|cada hora)\b/,
  at: /\b(?:at|a las?)\s+(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/,
} as const;

/** Week days as RRULE names them, by their English and Spanish names. */
export const DAY_WORDS: readonly [string, RegExp][] = [
  ["MO", /\b(mondays?|lunes)\b/],
  ["TU", /\b(tuesdays?|martes)\b/],
  ["WE", /\b(wednesdays?|miercoles)\b/],
  ["TH", /\b(thursdays?|jueves)\b/],
  ["FR", /\b(fridays?|viernes)\b/],
  ["SA", /\b(saturdays?|sabados?)\b/],
  ["SU", /\b(sundays?|domingos?)\b/],
];

/** "if the title contains 'x'" and its Spanish. */
export const TITLE_CONTAINS =
  /\b(?:title|name|titulo|nombre) (?:contains|includes|has|mentions|contiene|incluye|tiene)\s+["'“‘«]([^"'”’»]{1,100})["'”’»]/;

/** A quoted text: a keyword, a title. */
export const QUOTED = /["“‘«]([^"”’»]{1,200})["”’»]|'([^']{1,200})'/;
