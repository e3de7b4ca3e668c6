import "server-only";

const ATTEMPTS = 3;

/** PostgreSQL gave up one of two transactions waiting on each other (deadlock or serialisation). */
export function isRetryable(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${JSON.stringify(error)}` : String(error);
  return /40P01|40001|deadlock detected|could not serialize/i.test(text);
}

/** Runs `work` again (at most three times in all) when PostgreSQL broke a deadlock by aborting it. */
export async function retryDeadlock<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}
