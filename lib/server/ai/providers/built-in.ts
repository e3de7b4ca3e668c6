import "server-only";
import { matchIntent } from "@/lib/ai/intents";
import type { AiProvider } from "@/lib/server/ai/provider";

/** Yields to the event loop between pieces, so a long answer never holds it. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The built-in assistant (the default; no model, no network): the question's intent (lib/ai/intents.ts,
 * English and Spanish) answered by the module kind from its data, streamed line by line.
 */
export const builtInProvider: AiProvider = {
  name: "built-in",
  async *generate({ context, question, signal }) {
    const answer = await context.answer(matchIntent(question));
    for (const piece of answer.split(/(?<=\n)/)) {
      if (signal.aborted) return;
      yield piece;
      await turn();
    }
  },
};
