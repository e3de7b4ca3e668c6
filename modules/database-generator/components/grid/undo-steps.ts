// The grid's undo steps in the order people made their changes, whatever order the server answers
// in: a change takes its place when it starts, is filled in when it is saved, and gives its place up
// when it is refused. Ctrl+Z (after the writes on their way have ended) undoes the newest saved one.

export class UndoSteps<T> {
  private readonly steps: { step: T | null }[] = [];

  constructor(private readonly max: number) {}

  /** A place for a change just started; `fill` it once saved, `drop` it if refused. */
  reserve(): { fill: (step: T) => void; drop: () => void } {
    const place: { step: T | null } = { step: null };
    this.steps.push(place);
    if (this.steps.length > this.max) this.steps.shift();
    return {
      fill: (step) => {
        place.step = step;
      },
      drop: () => {
        const at = this.steps.indexOf(place);
        if (at >= 0) this.steps.splice(at, 1);
      },
    };
  }

  /** The newest saved change, taken off (places still empty above it are passed over); null: none. */
  takeLast(): T | null {
    for (let at = this.steps.length - 1; at >= 0; at -= 1) {
      const { step } = this.steps[at]!;
      if (step !== null) {
        this.steps.splice(at, 1);
        return step;
      }
    }
    return null;
  }
}
