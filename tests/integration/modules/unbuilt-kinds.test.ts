import { existsSync } from "node:fs";
import path from "node:path";
import { MODULE_KINDS } from "@/modules/kinds";

// The kinds not built yet (a manifest and a server side, no server code) are the catalog's
// placeholders; each one's folder tests its gate (tests/integration/modules/unbuilt-kind.ts).
const ROOT = path.resolve(__dirname, "../../..");
const unbuilt = MODULE_KINDS.filter(
  (kind) => !existsSync(path.join(ROOT, "modules", kind.segment, "server")),
);

describe("the module kinds not built yet", () => {
  it("are the placeholders of the catalog", () => {
    expect(unbuilt.map((kind) => kind.tag).sort()).toEqual(
      ["ChartGenerator", "CRM", "DataTable", "QuizSurvey"].sort(),
    );
  });

  it("each have their gate tested in their own folder", () => {
    for (const kind of unbuilt)
      expect(
        existsSync(path.join(ROOT, "tests", "integration", kind.segment, `${kind.segment}.test.ts`)),
      ).toBe(true);
  });
});
