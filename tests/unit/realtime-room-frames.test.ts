import { roomFramer } from "@/lib/realtime/room-frames";

describe("roomFramer", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function framer() {
    const frames: [string, number[]][] = [];
    const rooms = roomFramer<number>((key, items) => frames.push([key, items]), 50);
    return { frames, rooms };
  }

  it("sends what reaches a quiet room at once", () => {
    const { frames, rooms } = framer();
    rooms.push("a", [1, 2]);
    expect(frames).toEqual([["a", [1, 2]]]);
  });

  it("gathers what comes while the room is busy into one frame, in order, a gap after the last", () => {
    const { frames, rooms } = framer();
    rooms.push("a", [1]);
    jest.advanceTimersByTime(10);
    rooms.push("a", [2]);
    rooms.push("a", [3, 4]);
    expect(frames).toEqual([["a", [1]]]);
    jest.advanceTimersByTime(39);
    expect(frames).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(frames).toEqual([
      ["a", [1]],
      ["a", [2, 3, 4]],
    ]);
    // Still busy: the next item waits for the gap after that frame.
    rooms.push("a", [5]);
    expect(frames).toHaveLength(2);
    jest.advanceTimersByTime(50);
    expect(frames[2]).toEqual(["a", [5]]);
  });

  it("sends at once again once a room was quiet for the gap", () => {
    const { frames, rooms } = framer();
    rooms.push("a", [1]);
    jest.advanceTimersByTime(50);
    rooms.push("a", [2]);
    expect(frames).toEqual([
      ["a", [1]],
      ["a", [2]],
    ]);
  });

  it("frames each room on its own", () => {
    const { frames, rooms } = framer();
    rooms.push("a", [1]);
    rooms.push("b", [2]);
    rooms.push("a", [3]);
    expect(frames).toEqual([
      ["a", [1]],
      ["b", [2]],
    ]);
    jest.advanceTimersByTime(50);
    expect(frames[2]).toEqual(["a", [3]]);
    expect(frames).toHaveLength(3);
  });

  it("ignores an empty push and keeps a caller's array its own", () => {
    const { frames, rooms } = framer();
    rooms.push("a", []);
    expect(frames).toEqual([]);
    const items = [1];
    rooms.push("a", items);
    items.push(9);
    expect(frames).toEqual([["a", [1]]]);
  });

  it("flush sends everything waiting now and leaves no timer behind", () => {
    const { frames, rooms } = framer();
    rooms.push("a", [1]);
    rooms.push("a", [2]);
    rooms.push("b", [3]);
    rooms.flush();
    expect(frames).toEqual([
      ["a", [1]],
      ["b", [3]],
      ["a", [2]],
    ]);
    expect(jest.getTimerCount()).toBe(0);
    rooms.push("a", [4]);
    expect(frames[3]).toEqual(["a", [4]]);
  });

  it("keeps framing after a send that throws", () => {
    let calls = 0;
    const rooms = roomFramer<number>(() => {
      calls += 1;
      if (calls === 1) throw new Error("socket gone");
    }, 50);
    expect(() => rooms.push("a", [1])).toThrow("socket gone");
    rooms.push("a", [2]);
    jest.advanceTimersByTime(50);
    expect(calls).toBe(2);
  });
});
