// The proof-of-work widget of public forms needs Web Crypto, which browsers give only to https pages
// and localhost: the server says so at start when APP_URL would leave visitors unable to submit.
import { formChallengeProblem } from "@/lib/server/env";

describe("formChallengeProblem", () => {
  it("warns about a plain-http address other than this machine, with what to do", () => {
    const problem = formChallengeProblem("http://suite.lan:3000", true);
    expect(problem).toContain("http://suite.lan:3000");
    expect(problem).toContain("FORM_CHALLENGE=false");
  });

  it("is silent over https, on localhost, and with the challenge turned off", () => {
    expect(formChallengeProblem("https://suite.example.com", true)).toBeNull();
    expect(formChallengeProblem("http://localhost:3000", true)).toBeNull();
    expect(formChallengeProblem("http://127.0.0.1:3100", true)).toBeNull();
    expect(formChallengeProblem("http://[::1]:3000", true)).toBeNull();
    expect(formChallengeProblem("http://suite.lan:3000", false)).toBeNull();
  });
});
