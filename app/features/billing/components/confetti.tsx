import { useEffect, useRef } from "react";
import { seededRandom } from "~/lib/seeded-random";

const PARTICLES = 50;
const DURATION_MS = 3000;
const COLOURS = ["#dc2626", "#f59e0b", "#10b981", "#3b82f6", "#8b5cf6", "#ec4899"];

/**
 * The success page's celebration (spec: 3 seconds, 50 particles). The server renders an empty
 * layer; with JavaScript the particles are added, animated and removed again after 3 s; people
 * who ask for reduced motion get none. Positions come from a seeded generator (the same burst
 * every time; Math.random is not used in app code). Decorative: hidden from screen readers.
 */
export function Confetti({ seed }: { seed: string }) {
  const layer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = layer.current;
    if (!root || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const random = seededRandom(seed);
    const pieces = Array.from({ length: PARTICLES }, (_, i) => {
      const piece = document.createElement("span");
      piece.className = "absolute top-0 block h-3 w-2 rounded-sm";
      piece.style.left = `${random.next() * 100}%`;
      piece.style.backgroundColor = COLOURS[i % COLOURS.length]!;
      root.appendChild(piece);
      piece.animate(
        [
          { transform: "translate3d(0, -10vh, 0) rotate(0deg)", opacity: 1 },
          {
            transform: `translate3d(${(random.next() - 0.5) * 30}vw, 105vh, 0) rotate(${random.int(720)}deg)`,
            opacity: 0.9,
          },
        ],
        {
          duration: DURATION_MS * (0.6 + random.next() * 0.4),
          delay: random.int(400),
          easing: "cubic-bezier(.2,.6,.4,1)",
          fill: "forwards",
        },
      );
      return piece;
    });
    const timer = window.setTimeout(() => pieces.forEach((piece) => piece.remove()), DURATION_MS);
    return () => {
      window.clearTimeout(timer);
      pieces.forEach((piece) => piece.remove());
    };
  }, [seed]);

  return (
    <div
      ref={layer}
      aria-hidden="true"
      data-testid="confetti"
      className="pointer-events-none fixed inset-0 z-50 overflow-hidden"
    />
  );
}
