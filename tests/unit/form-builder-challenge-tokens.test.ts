import { ChallengeTokens, type ChallengeWidget } from "@/modules/form-builder/client/challenge-tokens";

// One proof-of-work widget serves a submission and every upload of the public form, each with a
// solved challenge of its own (the server spends each once).
function setup(onPage = true) {
  const calls: string[] = [];
  const widget: ChallengeWidget = {
    reset: () => calls.push("reset"),
    verify: async () => calls.push("verify"),
  };
  const tokens = new ChallengeTokens();
  if (onPage) tokens.attach(widget);
  return { tokens, calls, show: () => tokens.attach(widget) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the public form's solved challenges", () => {
  it("hands the one solved on load to the first caller and has the next solved at once", async () => {
    const { tokens, calls } = setup();
    tokens.changed("verifying");
    tokens.changed("verified", "P1");
    expect(calls).toEqual([]);
    await expect(tokens.take()).resolves.toBe("P1");
    expect(calls).toEqual(["reset", "verify"]);

    // The next caller waits for the next one; it is never handed P1 again.
    const second = tokens.take();
    tokens.changed("unverified");
    tokens.changed("verifying");
    tokens.changed("verified", "P2");
    await expect(second).resolves.toBe("P2");
  });

  it("gives callers that come together one each, in turn", async () => {
    const { tokens, calls } = setup();
    const [a, b] = [tokens.take(), tokens.take()];
    expect(calls).toEqual(["reset", "verify"]);
    tokens.changed("verifying");
    tokens.changed("verified", "P1");
    tokens.changed("verifying");
    tokens.changed("verified", "P2");
    await expect(Promise.all([a, b])).resolves.toEqual(["P1", "P2"]);
    // Each answer had the widget solve the next one, so one is ready for the submission.
    expect(calls.filter((call) => call === "verify")).toHaveLength(3);
    tokens.changed("verifying");
    tokens.changed("verified", "P3");
    await expect(tokens.take()).resolves.toBe("P3");
  });

  it("answers null to waiting callers when the widget fails, and asks again next time", async () => {
    const { tokens, calls } = setup();
    const waiting = tokens.take();
    tokens.changed("verifying");
    tokens.changed("error");
    await expect(waiting).resolves.toBeNull();
    calls.length = 0;
    const again = tokens.take();
    expect(calls).toEqual(["reset", "verify"]);
    tokens.changed("verified", "P3");
    await expect(again).resolves.toBe("P3");
  });

  it("drops an expired solution and solves another for whoever asks", async () => {
    const { tokens } = setup();
    tokens.changed("verified", "OLD");
    tokens.changed("expired");
    const next = tokens.take();
    tokens.changed("verified", "NEW");
    await expect(next).resolves.toBe("NEW");
  });

  it("waits for the widget to load and solve when asked before it is on the page", async () => {
    const { tokens, calls, show } = setup(false);
    const early = tokens.take();
    await settle();
    expect(calls).toEqual([]);
    show();
    tokens.changed("verifying");
    tokens.changed("verified", "P1");
    await expect(early).resolves.toBe("P1");
  });
});
