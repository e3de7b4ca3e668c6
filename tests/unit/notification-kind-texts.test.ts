// Every notification kind has its texts in both languages: the inbox's line (kinds), its label and
// the settings page's hint (kindHints) — the settings page lists every kind.
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { NOTIFICATION_KINDS } from "@/lib/inbox/constants";

type Tree = { [key: string]: string | Tree };
const at = (tree: Tree, path: string): unknown =>
  path.split(".").reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

describe("notification kinds' texts", () => {
  it.each([
    ["en", en],
    ["es", es],
  ])("are all in %s", (_, messages) => {
    const missing = NOTIFICATION_KINDS.flatMap((kind) =>
      ["kinds", "kindHints"].flatMap((group) =>
        typeof at(messages as unknown as Tree, `notifications.${group}.${kind}`) === "string"
          ? []
          : [`notifications.${group}.${kind}`],
      ),
    );
    expect(missing).toEqual([]);
  });
});
