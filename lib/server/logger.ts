import "server-only";
import { logEnv } from "@/lib/server/env";

const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof levels;

function write(level: Level, message: string): void {
  // Read on every line: logging before the environment is complete must not fix it (lib/server/env.ts).
  const { LOG_LEVEL, NODE_ENV } = logEnv();
  if (levels[level] < levels[LOG_LEVEL] || NODE_ENV === "test") return;
  const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message}`;
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

export const logger = {
  debug: (message: string) => write("debug", message),
  info: (message: string) => write("info", message),
  warn: (message: string) => write("warn", message),
  error: (message: string) => write("error", message),
};
