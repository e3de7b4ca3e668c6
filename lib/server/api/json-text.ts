/**
 * A contract's answer already written as JSON text (by PostgreSQL, e.g. a chat history page): `serve`
 * sends it as it is, without parsing it and writing it again in Node. Tests check it against the
 * contract like any other answer (serve's checkResponse); the type parameter says what it encodes.
 */
export class JsonText<T> {
  /** The answer it encodes (types only: nothing is stored here). */
  declare readonly answer?: T;

  constructor(readonly text: string) {}

  /** The answer as a value, for a caller in the server (a page's first render). */
  value(): T {
    return JSON.parse(this.text) as T;
  }
}

export const jsonText = <T>(text: string): JsonText<T> => new JsonText<T>(text);
