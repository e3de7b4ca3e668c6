import { canonicalEmoji, isSingleEmoji, QUICK_REACTIONS } from "@/modules/online-chat/shared/constants";

describe("a reaction's emoji in one spelling", () => {
  it("makes the same emoji from the quick list, a picker or another client one reaction", () => {
    // A picker's data writes an emoji-presentation pictograph with a variation selector.
    expect(canonicalEmoji("👍\uFE0F")).toBe("👍");
    expect(canonicalEmoji("👍")).toBe("👍");
    // A pictograph shown as text without one keeps (or gets) it.
    expect(canonicalEmoji("❤")).toBe("❤\uFE0F");
    expect(canonicalEmoji("❤\uFE0F")).toBe("❤\uFE0F");
    // Not before a skin tone; joined sequences keep each part's own.
    expect(canonicalEmoji("👍\uFE0F🏽")).toBe("👍🏽");
    expect(canonicalEmoji("❤\u200D🔥")).toBe("❤\uFE0F\u200D🔥");
    expect(canonicalEmoji("🏳\uFE0F\u200D🌈")).toBe("🏳\uFE0F\u200D🌈");
    // The quick list is written in that spelling, and each spelling is still one emoji.
    for (const emoji of QUICK_REACTIONS) {
      expect(canonicalEmoji(emoji)).toBe(emoji);
      expect(isSingleEmoji(canonicalEmoji(emoji))).toBe(true);
    }
  });
});
