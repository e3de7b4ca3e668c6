// A session's device as its sign-in's User-Agent names it ("Firefox", "macOS"), for the profile's
// session list. Only the common browsers and systems are named; anything else reads as unknown.

export interface Device {
  browser: string | null;
  os: string | null;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\bcurl\//, "curl"],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export function deviceOf(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, os: null };
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null,
    os: SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null,
  };
}
