import { getDb } from "@/lib/server/db";

let recording: string[] | null = null;
let listening = false;

/** The SQL statements `work` sends (Prisma's query events; enabled when NODE_ENV is test). */
export async function recordQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  if (!listening) {
    getDb().$on("query", (event) => recording?.push(event.query));
    listening = true;
  }
  recording = [];
  try {
    const result = await work();
    return { result, queries: recording };
  } finally {
    recording = null;
  }
}
