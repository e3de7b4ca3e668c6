import { readdirSync } from "node:fs";
import path from "node:path";
import {
  OTHER_SEGMENTS,
  PROTECTED_SEGMENTS,
  PUBLIC_SEGMENTS,
  isKnownRoute,
} from "@/lib/routing/route-segments";

const APP = path.resolve(__dirname, "../../app");
const isGroup = (name: string) => /^\(.+\)$/.test(name);

/** The first URL segments of the routes under `dir`: its folders, route groups flattened, private (_x) left out. */
function firstSegments(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_"))
    .flatMap((entry) => (isGroup(entry.name) ? firstSegments(path.join(dir, entry.name)) : [entry.name]))
    .sort();
}

const sorted = (list: readonly string[]) => [...list].sort();

describe("route segments", () => {
  it("match the folders of app/(public) and app/(protected)", () => {
    expect(sorted(PUBLIC_SEGMENTS)).toEqual(firstSegments(path.join(APP, "(public)")));
    expect(sorted(PROTECTED_SEGMENTS)).toEqual(firstSegments(path.join(APP, "(protected)")));
  });

  it("match the other top-level folders of app/ (api is not a page)", () => {
    const others = readdirSync(APP, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !isGroup(entry.name) && !entry.name.startsWith("_"))
      .map((entry) => entry.name)
      .filter((name) => name !== "api")
      .sort();
    expect(sorted(OTHER_SEGMENTS)).toEqual(others);
    // Only (public) and (protected) are groups at the top; another would need a list of its own.
    const groups = readdirSync(APP).filter(isGroup).sort();
    expect(groups).toEqual(["(protected)", "(public)"]);
  });

  it("have no dynamic segment at the top, which would make every first segment known", () => {
    for (const segment of [...PUBLIC_SEGMENTS, ...PROTECTED_SEGMENTS, ...OTHER_SEGMENTS]) {
      expect(segment).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it("recognise known first segments only", () => {
    expect(isKnownRoute("/projects")).toBe(true);
    expect(isKnownRoute("/auth/login")).toBe(true);
    expect(isKnownRoute("/logout")).toBe(true);
    expect(isKnownRoute("/%70rojects")).toBe(true);
    expect(isKnownRoute("/%E0%A4%A")).toBe(true);
    expect(isKnownRoute("/no-such-page")).toBe(false);
    expect(isKnownRoute("/api")).toBe(false);
  });
});
