import { springEasing, springPosition, springSettleSeconds } from "@/lib/board/spring";
import { DRAG_SPRING } from "@/lib/constants/board";

describe("the drag spring as a CSS easing", () => {
  it("starts at 0, overshoots like an under-damped spring (stiffness 500, damping 25) and comes to rest at 1", () => {
    expect(springPosition(DRAG_SPRING, 0)).toBeCloseTo(0, 6);
    const samples = Array.from({ length: 200 }, (_, i) => springPosition(DRAG_SPRING, i / 200));
    const peak = Math.max(...samples);
    // ζ = 25 / (2·√500) ≈ 0.56: overshoot e^(-ζπ/√(1-ζ²)) ≈ 12 %
    expect(peak).toBeGreaterThan(1.1);
    expect(peak).toBeLessThan(1.14);
    expect(springPosition(DRAG_SPRING, 2)).toBeCloseTo(1, 6);
  });

  it("settles in about a third of a second, and the easing ends exactly at 1", () => {
    expect(springSettleSeconds(DRAG_SPRING)).toBeGreaterThan(0.3);
    expect(springSettleSeconds(DRAG_SPRING)).toBeLessThan(0.4);
    const { easing, durationMs } = springEasing(DRAG_SPRING);
    expect(durationMs).toBe(Math.round(springSettleSeconds(DRAG_SPRING) * 1000));
    expect(easing).toMatch(/^linear\(0, [0-9., ]+, 1\)$/);
    expect(easing.split(",")).toHaveLength(41);
  });

  it("a critically damped spring never overshoots", () => {
    const critical = { stiffness: 100, damping: 20, mass: 1 };
    const samples = Array.from({ length: 100 }, (_, i) => springPosition(critical, i / 50));
    expect(Math.max(...samples)).toBeLessThanOrEqual(1);
  });
});
