import { numberSummary } from "@/modules/form-builder/server/analytics/analytics-math";

// A number element's summary from its folded histogram: the same figures PostgreSQL's min, max, avg
// and percentile_cont(0.5) give over the answers themselves.
describe("numberSummary", () => {
  it("is null without answers", () => {
    expect(numberSummary([])).toBeNull();
    expect(numberSummary([{ value: 3, count: 0 }])).toBeNull();
  });

  it("takes the middle answer of an odd count, whatever the histogram's order", () => {
    expect(
      numberSummary([
        { value: 10, count: 1 },
        { value: 2, count: 1 },
        { value: 4, count: 1 },
      ]),
    ).toEqual({ min: 2, max: 10, mean: 16 / 3, median: 4 });
  });

  it("averages the two middle answers of an even count, across and within values", () => {
    expect(
      numberSummary([
        { value: 2, count: 1 },
        { value: 4, count: 1 },
        { value: 5, count: 1 },
        { value: 10, count: 1 },
      ]),
    ).toEqual({ min: 2, max: 10, mean: 21 / 4, median: 4.5 });
    expect(
      numberSummary([
        { value: 7, count: 4 },
        { value: -1.5, count: 2 },
      ]),
    ).toEqual({
      min: -1.5,
      max: 7,
      mean: (28 - 3) / 6,
      median: 7,
    });
  });
});
