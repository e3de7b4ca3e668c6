// The public form's solved proof-of-work challenges (components/form-challenge.tsx), one per request:
// the server spends each once, and a submission and every upload need their own. One widget solves
// them in turn: a solved one waits for the first caller, who takes it and has the widget solve the
// next at once; callers that come while it works wait for its answer (an error answers null).
// Pure, over the two widget methods it uses, so a unit test can drive it.

/** The widget methods used (the `altcha-widget` element's). */
export interface ChallengeWidget {
  reset(): void;
  verify(): Promise<unknown>;
}

export class ChallengeTokens {
  private solved: string | null = null;
  private waiting: ((payload: string | null) => void)[] = [];
  private working = false;
  /** The element once it is on the page (before that it solves one by itself on load). */
  private widget: ChallengeWidget | null = null;

  /** The widget came on the page (or left it: null). */
  attach(widget: ChallengeWidget | null): void {
    this.widget = widget;
  }

  /** The widget's `statechange` event: its state and, when verified, the solved payload. */
  changed(state: string, payload?: string | null): void {
    if (state === "verifying") {
      this.working = true;
    } else if (state === "verified" && payload) {
      this.working = false;
      const next = this.waiting.shift();
      if (next) {
        next(payload);
        this.renew();
      } else this.solved = payload;
    } else if (state === "error") {
      this.working = false;
      this.solved = null;
      for (const waiter of this.waiting.splice(0)) waiter(null);
    } else if (state === "expired") {
      this.working = false;
      this.solved = null;
      if (this.waiting.length > 0) this.renew();
    } else if (state === "unverified") this.solved = null;
  }

  /** A solved challenge of its own for the caller, or null when the widget failed to solve one. */
  take(): Promise<string | null> {
    const payload = this.solved;
    if (payload) {
      this.solved = null;
      this.renew();
      return Promise.resolve(payload);
    }
    const answer = new Promise<string | null>((resolve) => this.waiting.push(resolve));
    if (!this.working) this.renew();
    return answer;
  }

  /** Has the widget solve a new challenge (unless it is not on the page yet: it will on load). */
  private renew(): void {
    if (!this.widget) return;
    this.working = true;
    this.widget.reset();
    void this.widget.verify();
  }
}
