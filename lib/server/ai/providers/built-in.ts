import "server-only";
import { matchIntent } from "@/lib/ai/intents";
import type { AiProvider } from "@/lib/server/ai/provider";

/** Yields to the event loop between pieces, so a long answer never holds it. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The built-in assistant (the default; no model, no network): the question's intent (lib/ai/intents.ts,
 * English and Spanish) answered by the module kind from its data, streamed line by line (after its
 * preface, when a read takes a while).
 */
export const builtInProvider: AiProvider = {
  name: "built-in",
  async *generate({ context, question, signal }) {
    const intent = matchIntent(question, context.tag);
    const preface = context.preface(intent);
    if (preface !== null) yield `${preface}\n\n`;
    const answer = await context.answer(intent);
    for (const piece of answer.split(/(?<=\n)/)) {
      if (signal.aborted) return;
      yield piece;
      await turn();
    }
  },
};
