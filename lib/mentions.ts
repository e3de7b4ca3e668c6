// "@" mentions in a text box: what is being typed, who matches, the text with a pick, and who is still
// named when it is sent. The task comments and the chat composer share them.
/** What an "@…" being typed looks like: after a space or the start, up to the caret. */
const TYPING = /(^|\s)@([^\s@]{0,30})$/u;

/** The mention being typed before `caret` (its "@" index and the query after it), or null. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = TYPING.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[2] ?? "";
  return { start: caret - query.length - 1, query };
}

/** People whose name matches the query (a word of the name starts with it), at most `max`. */
export function mentionMatches<P extends { id: string; name: string }>(
  people: readonly P[],
  query: string,
  max = 8,
): P[] {
  const q = query.toLocaleLowerCase();
  return people
    .filter((person) =>
      person.name
        .toLocaleLowerCase()
        .split(/\s+/)
        .some((word, index, words) => word.startsWith(q) || words.slice(index).join(" ").startsWith(q)),
    )
    .slice(0, max);
}

/** The text with the typed mention replaced by "@Name ", and where the caret goes. */
export function insertMention(
  text: string,
  mention: { start: number; query: string },
  name: string,
): { text: string; caret: number } {
  const before = text.slice(0, mention.start);
  const after = text.slice(mention.start + 1 + mention.query.length);
  const inserted = `@${name} `;
  return { text: before + inserted + after.replace(/^ /, ""), caret: before.length + inserted.length };
}

/** The picked people still mentioned ("@Name" is still in the text when it is sent). */
export function mentionedIds(text: string, picked: readonly { id: string; name: string }[]): string[] {
  return [...new Set(picked.filter((person) => text.includes(`@${person.name}`)).map((person) => person.id))];
}
