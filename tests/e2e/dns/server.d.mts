// Types of the test DNS server (server.mjs) for the TypeScript tests that start it.
export interface TestDnsServer {
  /** The UDP port it answers on (127.0.0.1). */
  port: number;
  /** Sets a name's TXT records (none: the name is removed). */
  setTxt(name: string, texts: string[]): void;
  close(): Promise<void>;
}

export function startDnsServer(options?: { port?: number }): Promise<TestDnsServer>;
