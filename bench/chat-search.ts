// bench:chat's search part (issue 32: search over 1,000,000 messages, p95 < 200 ms): a module with
// CONVERSATIONS channels and MESSAGES messages in all (written by SQL in one statement), the caller in
// one channel of five; then SEARCHES searches one at a time through the API, a mix of what people
// type, each timed from the request to the answer. A message has six words of a 50,000-word
// vocabulary that some use far more than others (word n about as often as 1/n^(2/3)), one or two of
// the English and Spanish words below (each in about 0.6 % of the messages: what people search for)
// and, one in ten, a ticket number.
import type { PrismaClient } from "../lib/generated/prisma/client";
import { newId } from "../lib/server/ids";
import { BASE } from "./server";
import { percentile } from "./sockets";

const MESSAGES = Number(process.env.BENCH_CHAT_SEARCH_MESSAGES ?? 1_000_000);
const CONVERSATIONS = 1_000;
const SEARCHES = 200;

const ENGLISH =
  "release deploy deploying deployed meeting budget invoice customer roadmap design review launch bug fix test build server database query index cache latency report quarter sales marketing hiring onboarding feedback sprint planning retro standup demo ticket support escalation outage incident postmortem migration schema backup restore password login session token webhook api client mobile desktop browser chart dashboard export import upload download file folder share permission role admin member guest project module task board column card comment mention thread reply reaction emoji search filter sort page load slow fast memory cpu disk network queue worker job email notification reminder calendar event meeting room call video audio screen whiteboard note draft idea proposal contract legal finance payroll travel expense holiday vacation office remote team lunch coffee party birthday".split(
    " ",
  );
const SPANISH =
  "reunión presupuesto factura cliente diseño revisión lanzamiento error prueba servidor consulta informe trimestre ventas contratación comentarios planificación demostración incidencia migración contraseña sesión archivo carpeta permiso tablero tarjeta mención hilo respuesta búsqueda página memoria correo notificación recordatorio calendario evento sala llamada pantalla pizarra nota borrador idea propuesta contrato finanzas nómina viaje gasto vacaciones oficina equipo almuerzo café fiesta cumpleaños canción acción información opción".split(
    " ",
  );

/** What people type: words (common and rare, either language, accents or not), partial words, filters. */
function searches(fromId: string): Record<string, string>[] {
  return [
    { q: "deploy" },
    { q: "budget review" },
    { q: "revision" },
    { q: "reunión" },
    { q: "cancion" },
    { q: "postmortem" },
    { q: '"sprint planning"' },
    { q: "onboard" },
    { q: "whiteboa" },
    { q: "ticket 4242" },
    { q: "migration", from: fromId },
    { q: "lunch or coffee" },
  ];
}

/** Seeds the corpus in `moduleId` (in `workspaceId`) for `viewerId`; answers how long it took. */
export async function seedSearchCorpus(
  db: PrismaClient,
  input: { workspaceId: string; moduleId: string; viewerId: string; otherId: string },
): Promise<number> {
  const started = Date.now();
  const ids = Array.from({ length: CONVERSATIONS }, () => newId());
  await db.chatConversation.createMany({
    data: ids.map((id, i) => ({
      id,
      workspaceId: input.workspaceId,
      moduleId: input.moduleId,
      projectModuleId: input.moduleId,
      kind: "channel",
      name: `search-${i}`,
      lastSeq: Math.ceil(MESSAGES / CONVERSATIONS),
    })),
  });
  await db.chatMember.createMany({
    data: ids.flatMap((id, i) => [
      { conversationId: id, userId: input.otherId, role: "operator" },
      ...(i % 5 === 0 ? [{ conversationId: id, userId: input.viewerId, role: "member" }] : []),
    ]),
  });
  const words = [...ENGLISH, ...SPANISH];
  // One statement: message g goes to conversation g mod CONVERSATIONS with seq g / CONVERSATIONS + 1.
  await db.$executeRawUnsafe(
    `INSERT INTO "ChatMessage" ("id", "conversationId", "seq", "authorId", "body", "createdAt")
     SELECT lpad(to_hex(g), 24, '0'), c.ids[1 + g % ${CONVERSATIONS}], g / ${CONVERSATIONS} + 1,
            CASE WHEN g % 3 = 0 THEN $2 ELSE $3 END,
            (SELECT string_agg(CASE WHEN w <= 6 THEN 'w' || floor(50000 * random() ^ 3)::int::text
                                    ELSE ($1::text[])[1 + floor(random() * array_length($1::text[], 1))::int] END, ' ')
               FROM generate_series(1, 7 + g % 2) w WHERE g > 0)
            || CASE WHEN g % 10 = 0 THEN ' ticket ' || (g % 9973)::text ELSE '' END,
            now() - make_interval(secs => ${MESSAGES} - g)
       FROM generate_series(1, ${MESSAGES}) g, (SELECT $4::text[] AS ids) c`,
    words,
    input.otherId,
    input.viewerId,
    ids,
  );
  await db.$executeRawUnsafe('ANALYZE "ChatMessage"');
  return Date.now() - started;
}

/** SEARCHES searches one at a time, the mix in turn: each one's time in ms, and the results' counts. */
export async function timeSearches(
  moduleId: string,
  authorization: string,
  fromId: string,
): Promise<{ times: number[]; counts: Map<string, number> }> {
  const mix = searches(fromId);
  const times: number[] = [];
  const counts = new Map<string, number>();
  for (let i = 0; i < SEARCHES + mix.length; i++) {
    const query = mix[i % mix.length]!;
    const started = performance.now();
    const answer = await fetch(
      `${BASE}/api/v1/online-chat/${moduleId}/search?${new URLSearchParams(query)}`,
      {
        headers: { authorization },
      },
    );
    if (!answer.ok) throw new Error(`search answered ${answer.status}: ${await answer.text()}`);
    const page = (await answer.json()) as { data: unknown[] };
    // The first round warms the server; it is not counted.
    if (i >= mix.length) times.push(performance.now() - started);
    counts.set(JSON.stringify(query), page.data.length);
  }
  return { times, counts };
}

export const SEARCH_MESSAGES = MESSAGES;
export { percentile };
