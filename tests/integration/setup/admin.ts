import { Client } from "pg";

/** Runs one statement on the test server's admin database (CREATE / DROP DATABASE). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: process.env.TEST_ADMIN_URL ?? "" });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
