import { execFileSync } from "node:child_process";
import path from "node:path";

// lib/server/runtime/source-maps.ts, in a Node process started the way server.ts is (`--import tsx`):
// production runs without source-map support, development and an operator's --enable-source-maps keep it.
const entry = path.join(__dirname, "print-source-maps.ts");

function sourceMapsEnabled(nodeFlags: string[], args: string[] = []): boolean {
  const out = execFileSync(process.execPath, [...nodeFlags, "--import", "tsx", entry, ...args], {
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "" },
    timeout: 30_000,
  });
  return out.trim() === "true";
}

describe("source-map support of the server process", () => {
  it("is off in production, though tsx turned it on", () => {
    expect(sourceMapsEnabled([])).toBe(false);
  });

  it("stays on in development (--dev) and when Node was started with --enable-source-maps", () => {
    expect(sourceMapsEnabled([], ["--dev"])).toBe(true);
    expect(sourceMapsEnabled(["--enable-source-maps"])).toBe(true);
  });
});
