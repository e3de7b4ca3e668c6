export default async function globalTeardown(): Promise<void> {
  await (globalThis as { testPg?: { stop(): Promise<void> } }).testPg?.stop();
}
