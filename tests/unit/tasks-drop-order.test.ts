import {
  DROP_ORDER_STEP,
  MIN_ORDER_GAP,
  needsRenumber,
  orderForDrop,
  placeInColumn,
  renumberOrders,
} from "@/modules/task-management/shared/drop-order";

describe("orderForDrop", () => {
  it("gives an empty column order 100", () => {
    expect(DROP_ORDER_STEP).toBe(100);
    expect(orderForDrop([], 0)).toBe(100);
  });

  it("halves the first order at the top", () => {
    expect(orderForDrop([100, 200], 0)).toBe(50);
    expect(orderForDrop([3], 0)).toBe(1.5);
  });

  it("adds 100 to the last order at the bottom", () => {
    expect(orderForDrop([100, 200], 2)).toBe(300);
    expect(orderForDrop([7.5], 1)).toBe(107.5);
  });

  it("averages the neighbours in the middle", () => {
    expect(orderForDrop([100, 200, 300], 1)).toBe(150);
    expect(orderForDrop([100, 200, 300], 2)).toBe(250);
    expect(orderForDrop([1, 2], 1)).toBe(1.5);
  });

  it("clamps out-of-range indexes and truncates fractions", () => {
    expect(orderForDrop([100, 200], -3)).toBe(50);
    expect(orderForDrop([100, 200], 99)).toBe(300);
    expect(orderForDrop([100, 200, 300], 1.9)).toBe(150);
  });

  it("refuses a non-finite index", () => {
    expect(() => orderForDrop([100], Number.NaN)).toThrow(RangeError);
    expect(() => orderForDrop([100], Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("needsRenumber", () => {
  it("is false for ordinary drops and an empty column", () => {
    expect(needsRenumber([], 0)).toBe(false);
    expect(needsRenumber([100, 200, 300], 0)).toBe(false);
    expect(needsRenumber([100, 200, 300], 1)).toBe(false);
    expect(needsRenumber([100, 200, 300], 3)).toBe(false);
  });

  it("turns true after many drops at the top (repeated halvings)", () => {
    let orders = [100];
    let drops = 0;
    while (!needsRenumber(orders, 0)) {
      orders = [orderForDrop(orders, 0), ...orders];
      drops += 1;
      expect(drops).toBeLessThan(100);
    }
    // 100 / 2^k falls below 1e-6 after 27 halvings.
    expect(drops).toBe(27);
    expect(orders[0]).toBeLessThan(MIN_ORDER_GAP);
  });

  it("turns true after many drops between the same two tasks", () => {
    let orders = [100, 200];
    let drops = 0;
    while (!needsRenumber(orders, 1)) {
      orders = [orders[0] as number, orderForDrop(orders, 1), ...orders.slice(1)];
      drops += 1;
      expect(drops).toBeLessThan(100);
    }
    expect(drops).toBe(27);
    expect((orders[1] as number) - (orders[0] as number)).toBeLessThan(MIN_ORDER_GAP);
  });

  it("is true when neighbours are too close or equal", () => {
    expect(needsRenumber([1, 1 + 1e-7], 1)).toBe(true);
    expect(needsRenumber([5, 5], 1)).toBe(true);
    expect(needsRenumber([0, 100], 0)).toBe(true);
    expect(needsRenumber([1e-7], 0)).toBe(true);
  });

  it("is true when float precision cannot separate the neighbours", () => {
    const big = 2 ** 60;
    expect(needsRenumber([big], 1)).toBe(true); // big + 100 === big
    expect(needsRenumber([1, 1 + Number.EPSILON], 1)).toBe(true);
  });

  it("is true for negative, unsorted or non-finite orders", () => {
    expect(needsRenumber([-10], 0)).toBe(true);
    expect(needsRenumber([300, 100], 1)).toBe(true);
    expect(needsRenumber([100, Number.NaN], 1)).toBe(true);
    expect(needsRenumber([Number.POSITIVE_INFINITY], 1)).toBe(true);
  });
});

describe("renumberOrders", () => {
  it("counts up in steps of 100", () => {
    expect(renumberOrders(0)).toEqual([]);
    expect(renumberOrders(1)).toEqual([100]);
    expect(renumberOrders(4)).toEqual([100, 200, 300, 400]);
  });

  it("refuses negative or fractional counts", () => {
    expect(() => renumberOrders(-1)).toThrow(RangeError);
    expect(() => renumberOrders(1.5)).toThrow(RangeError);
  });
});

describe("placeInColumn", () => {
  it("returns only the new order when there is room", () => {
    expect(placeInColumn([], 0)).toEqual({ order: 100, renumbered: null });
    expect(placeInColumn([100, 200], 1)).toEqual({ order: 150, renumbered: null });
    expect(placeInColumn([100, 200], 2)).toEqual({ order: 300, renumbered: null });
  });

  it("renumbers the whole column with the moved task at the drop index", () => {
    const orders = [1, 1 + 1e-7, 2];
    expect(placeInColumn(orders, 1)).toEqual({ order: 200, renumbered: [100, 200, 300, 400] });
    expect(placeInColumn([1e-7, 1], 0)).toEqual({ order: 100, renumbered: [100, 200, 300] });
  });

  it("clamps the index the same way as orderForDrop", () => {
    expect(placeInColumn([5, 5], 9)).toEqual({ order: 105, renumbered: null });
    expect(placeInColumn([5, 5], -1)).toEqual({ order: 2.5, renumbered: null });
  });

  it("keeps the column strictly ascending through a long run of top drops", () => {
    let orders = [100];
    for (let i = 0; i < 200; i++) {
      const { order, renumbered } = placeInColumn(orders, 0);
      orders = renumbered ?? [order, ...orders];
      for (let k = 1; k < orders.length; k++) {
        expect(orders[k] as number).toBeGreaterThan(orders[k - 1] as number);
      }
    }
    expect(orders).toHaveLength(201);
  });
});
