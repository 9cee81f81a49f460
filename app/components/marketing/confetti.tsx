import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";

export const CONFETTI_MS = 3000;
export const CONFETTI_PARTICLES = 50;

const COLOURS = ["#c8201b", "#f59e0b", "#10b981", "#3b82f6", "#8b5cf6", "#ec4899"];
const GOLDEN = 0.618033988749895;

export type Particle = {
  left: number; // percent of the viewport width
  drift: number; // px sideways over the fall
  size: number; // px
  colour: string;
  delay: number; // ms
  duration: number; // ms
  spin: number; // degrees
};

/**
 * The same particles every time: positions come from golden-ratio spacing of the index, which
 * spreads them evenly without randomness, so tests and screenshots are stable. Each one lands
 * before CONFETTI_MS.
 */
export function confettiParticles(count = CONFETTI_PARTICLES): Particle[] {
  return Array.from({ length: count }, (_, i) => {
    const spread = (i * GOLDEN) % 1;
    const delay = (i % 10) * 80;
    return {
      left: spread * 100,
      drift: (((i * 0.381966) % 1) - 0.5) * 120,
      size: 6 + (i % 3) * 2,
      colour: COLOURS[i % COLOURS.length]!,
      delay,
      duration: Math.min(1600 + ((i * 7) % 6) * 100, CONFETTI_MS - delay - 100),
      spin: 360 + ((i * 137) % 360),
    };
  });
}

/** A one-off burst after checkout. Client-only, and skipped for people who prefer less motion. */
export function Confetti() {
  // Never in the server's HTML: the burst starts once React runs in the browser.
  const hydrated = useHydrated();
  const [finished, setFinished] = useState(false);
  const active = hydrated && !finished && !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!active || !container.current) return;
    const timer = window.setTimeout(() => setFinished(true), CONFETTI_MS);
    const particles = confettiParticles();
    const animations = [...container.current.children].map((element, i) => {
      const p = particles[i]!;
      return element.animate(
        [
          { transform: "translate3d(0, -5vh, 0) rotate(0deg)", opacity: 1 },
          { transform: `translate3d(${p.drift}px, 105vh, 0) rotate(${p.spin}deg)`, opacity: 0.9 },
        ],
        { duration: p.duration, delay: p.delay, easing: "cubic-bezier(0.3, 0.6, 0.6, 1)", fill: "both" },
      );
    });
    return () => {
      window.clearTimeout(timer);
      animations.forEach((animation) => animation.cancel());
    };
  }, [active]);

  if (!active) return null;
  return (
    <div ref={container} aria-hidden="true" className="pointer-events-none fixed inset-0 z-50 overflow-hidden">
      {confettiParticles().map((p, i) => (
        <span
          key={i}
          className="absolute -top-4 block rounded-sm"
          style={{ left: `${p.left}%`, width: p.size, height: p.size * 0.6, backgroundColor: p.colour }}
        />
      ))}
    </div>
  );
}
