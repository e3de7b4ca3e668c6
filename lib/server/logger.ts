const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof levels;

function threshold(): number {
  const configured = process.env.LOG_LEVEL as Level | undefined;
  return levels[configured && configured in levels ? configured : "info"];
}

function write(level: Level, message: string): void {
  if (levels[level] < threshold() || process.env.NODE_ENV === "test") return;
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
