// Every user-facing text is in both languages: messages/en.json and messages/es.json hold the same
// keys, with the same {placeholders}, and no empty text; and each is a valid ICU message, which the
// build compiles (next-intl's precompile: a literal brace is quoted, '{').
import compile from "icu-minify/compile";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

/** The ICU arguments a text uses ({name}, {count, plural, …}), sorted. */
function argumentsOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]!))].sort();
}

const english = flatten(en as Tree);
const spanish = flatten(es as Tree);

describe("messages", () => {
  it("have the same keys in English and Spanish", () => {
    expect([...spanish.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !spanish.has(key))).toEqual([]);
  });

  it("use the same placeholders in both languages", () => {
    const differ = [...english].filter(
      ([key, text]) => argumentsOf(text).join() !== argumentsOf(spanish.get(key) ?? "").join(),
    );
    expect(differ.map(([key]) => key)).toEqual([]);
  });

  it("are valid ICU messages in both languages", () => {
    const invalid = [...english, ...spanish].filter(([, text]) => {
      try {
        compile(text);
        return false;
      } catch {
        return true;
      }
    });
    expect(invalid.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it("have no empty text", () => {
    const empty = [...english, ...spanish].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });
});
