// The site's visual effects (spec sections 2 and 4): decorative graphics and their motion, shown
// only when the partner's enable_visual_effects is on. The not-found and error pages' graphics
// are not effects and always show (not-found-page.tsx). Decorative: hidden from screen readers.
import { useRootData } from "~/components/root-data";

export function useVisualEffects(): boolean {
  return useRootData()?.partner?.enableVisualEffects ?? false;
}

/** The welcome page's illustration: a shield that settles into place. */
export function WelcomeIllustration() {
  if (!useVisualEffects()) return null;
  return (
    <svg
      className="visual-effect welcome-illustration"
      data-effect="welcome"
      viewBox="0 0 96 96"
      width="96"
      height="96"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M48 8 82 20v24c0 22-14 36-34 44C28 80 14 66 14 44V20z" className="welcome-illustration-shield" />
      <path d="m33 48 10 10 21-22" className="welcome-illustration-tick" />
    </svg>
  );
}

const CONFETTI = [
  { x: 8, delay: 0, rotate: 15 },
  { x: 20, delay: 0.3, rotate: -30 },
  { x: 33, delay: 0.1, rotate: 45 },
  { x: 46, delay: 0.45, rotate: -10 },
  { x: 58, delay: 0.2, rotate: 60 },
  { x: 71, delay: 0.35, rotate: -45 },
  { x: 84, delay: 0.05, rotate: 20 },
  { x: 94, delay: 0.25, rotate: -60 },
];

/** Confetti over the result of a completed purchase; it falls once and stays still at the end. */
export function Celebration() {
  if (!useVisualEffects()) return null;
  return (
    <div className="visual-effect celebration" data-effect="celebration" aria-hidden="true">
      {CONFETTI.map((piece, index) => (
        <span
          key={index}
          className={`celebration-piece celebration-piece-${index % 3}`}
          style={{ left: `${piece.x}%`, animationDelay: `${piece.delay}s`, rotate: `${piece.rotate}deg` }}
        />
      ))}
    </div>
  );
}
