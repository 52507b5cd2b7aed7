// 100 twinkling stars, CSS only (no per-frame JavaScript); still under prefers-reduced-motion (index.css). The
// stars themselves are in the stylesheet (styles/star-sky.ts): the page carries only the five twinkle groups.
import { TWINKLE_GROUPS } from '../../../styles/twinkle-groups.ts';

const GROUPS = Array.from({ length: TWINKLE_GROUPS }, (_, g) => `star-group star-group-${g}`);

export function StarField() {
  return (
    <div
      aria-hidden="true"
      data-testid="star-field"
      className="star-field pointer-events-none fixed inset-0 z-0 overflow-hidden"
    >
      {/* Both glows fade to nothing inside the layer: a glow still showing at the layer's edge drew a hard-edged
          rectangle wherever the page continued past it (full-page views, 1440 px screens). */}
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_70%_55%_at_50%_0%,rgba(109,40,217,0.18),transparent),radial-gradient(ellipse_40%_35%_at_82%_58%,rgba(34,211,238,0.07),transparent)]" />
      {GROUPS.map((className) => (
        <div key={className} className={className} />
      ))}
    </div>
  );
}
