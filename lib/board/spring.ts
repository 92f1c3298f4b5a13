/**
 * A damped spring as a CSS easing: the position of a mass on a spring released from 0 towards 1,
 * sampled into a `linear()` timing function, so CSS transitions (dnd-kit's sortable transition) move
 * like a physics spring without an animation library.
 */

export interface Spring {
  stiffness: number;
  damping: number;
  mass: number;
}

/** Position (0 at the start, 1 at rest) of the spring `t` seconds after release. */
export function springPosition({ stiffness, damping, mass }: Spring, t: number): number {
  const w0 = Math.sqrt(stiffness / mass);
  const zeta = damping / (2 * Math.sqrt(stiffness * mass));
  if (zeta < 1) {
    const wd = w0 * Math.sqrt(1 - zeta * zeta);
    return 1 - Math.exp(-zeta * w0 * t) * (Math.cos(wd * t) + ((zeta * w0) / wd) * Math.sin(wd * t));
  }
  // Critically or over-damped: no overshoot (critical damping's curve is close enough for both).
  return 1 - Math.exp(-w0 * t) * (1 + w0 * t);
}

/** Seconds until the spring stays within `tolerance` of rest (its envelope e^(-ζω₀t) drops below it). */
export function springSettleSeconds({ stiffness, damping, mass }: Spring, tolerance = 0.01): number {
  const w0 = Math.sqrt(stiffness / mass);
  const zeta = Math.min(1, damping / (2 * Math.sqrt(stiffness * mass)));
  return -Math.log(tolerance) / (zeta * w0);
}

/** The spring as a CSS easing and the duration to play it over. */
export function springEasing(spring: Spring, samples = 40): { easing: string; durationMs: number } {
  const seconds = springSettleSeconds(spring);
  const points = Array.from({ length: samples + 1 }, (_, i) => (i === samples ? 1 : springPosition(spring, (seconds * i) / samples)));
  return { easing: `linear(${points.map((p) => Number(p.toFixed(4))).join(", ")})`, durationMs: Math.round(seconds * 1000) };
}
