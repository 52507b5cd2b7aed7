// 100 twinkling stars, CSS only (no per-frame JavaScript); still under prefers-reduced-motion (index.css).
// Each group's stars are one constant piece of HTML: React neither renders nor hydrates them one by one (they
// were a hundred of the shell's elements to match on every page load, for nothing that ever changes).
import type { CSSProperties } from 'react';

export const STAR_COUNT = 100;

/** Same sky for every visit: a tiny seeded generator. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a * 1664525 + 1013904223) % 4294967296;
    return a / 4294967296;
  };
}

/** Stars twinkle in a few groups, each group one animated layer: 100 separately animated stars kept the main
 * thread busy on every frame of a phone or a browser without GPU compositing. */
export const TWINKLE_GROUPS = 5;

const random = seeded(20261122);
const STARS = Array.from({ length: STAR_COUNT }, (_, i) => {
  const size = (1 + random() * 2).toFixed(1);
  const top = (random() * 100).toFixed(2);
  const left = (random() * 100).toFixed(2);
  const opacity = (0.5 + random() * 0.5).toFixed(2);
  return {
    id: i,
    html: `<span class="star" style="top:${top}%;left:${left}%;width:${size}px;height:${size}px;opacity:${opacity}"></span>`,
  };
});
const GROUPS = Array.from({ length: TWINKLE_GROUPS }, (_, g) => ({
  id: g,
  html: {
    __html: STARS.filter((star) => star.id % TWINKLE_GROUPS === g)
      .map((star) => star.html)
      .join(''),
  },
  style: {
    '--twinkle-delay': `${(g * 0.9).toFixed(1)}s`,
    '--twinkle-duration': `${(3 + g * 0.7).toFixed(1)}s`,
  } as CSSProperties,
}));

export function StarField() {
  return (
    <div aria-hidden="true" data-testid="star-field" className="pointer-events-none fixed inset-0 z-0 overflow-hidden">
      {/* Both glows fade to nothing inside the layer: a glow still showing at the layer's edge drew a hard-edged
          rectangle wherever the page continued past it (full-page views, 1440 px screens). */}
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_70%_55%_at_50%_0%,rgba(109,40,217,0.18),transparent),radial-gradient(ellipse_40%_35%_at_82%_58%,rgba(34,211,238,0.07),transparent)]" />
      {GROUPS.map((group) => (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: constant markup made above from numbers only
        <div key={group.id} className="star-group" style={group.style} dangerouslySetInnerHTML={group.html} />
      ))}
    </div>
  );
}
