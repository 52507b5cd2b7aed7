// The gamepad, rocket, star and book that drift around the planet: HTML over the canvas (no extra
// meshes or textures), shared by the 3D globe and the static planet so the swap between them is seamless.
import { BookOpen, Gamepad2, type LucideIcon, Rocket, Star } from 'lucide-react';
import { useEffect, useRef } from 'react';

interface FloatingIcon {
  Icon: LucideIcon;
  /** Position in the square box, as CSS percentages. */
  spot: string;
  tint: string;
  /** Drift in px and seconds per cycle, different for each so they never bob in step. */
  rise: number;
  seconds: number;
}

const ICONS: FloatingIcon[] = [
  { Icon: Gamepad2, spot: 'left-[4%] top-[14%]', tint: 'text-cyan-200', rise: 10, seconds: 6 },
  { Icon: Rocket, spot: 'right-[6%] top-[6%]', tint: 'text-violet-200', rise: 14, seconds: 7.5 },
  { Icon: Star, spot: 'right-[2%] top-[60%]', tint: 'text-amber-200', rise: 8, seconds: 5.5 },
  { Icon: BookOpen, spot: 'left-[8%] bottom-[8%]', tint: 'text-pink-200', rise: 12, seconds: 6.8 },
];

export function FloatingIcons({ moving }: { moving: boolean }) {
  const refs = useRef<(HTMLSpanElement | null)[]>([]);
  const animations = useRef<Animation[]>([]);

  // Web Animations rather than CSS keyframes: they can be paused and resumed in place.
  useEffect(() => {
    animations.current = refs.current.flatMap((element, index) => {
      const icon = ICONS[index];
      if (!element || !icon || typeof element.animate !== 'function') return [];
      const animation = element.animate(
        [
          { transform: 'translateY(0) rotate(0deg)' },
          { transform: `translateY(-${icon.rise}px) rotate(${index % 2 ? 6 : -6}deg)` },
        ],
        {
          duration: icon.seconds * 1000,
          direction: 'alternate',
          iterations: Number.POSITIVE_INFINITY,
          easing: 'ease-in-out',
        },
      );
      animation.pause();
      return [animation];
    });
    return () => {
      for (const animation of animations.current) animation.cancel();
      animations.current = [];
    };
  }, []);

  useEffect(() => {
    for (const animation of animations.current) {
      if (moving) animation.play();
      else animation.pause();
    }
  }, [moving]);

  return (
    <>
      {ICONS.map(({ Icon, spot, tint }, index) => (
        <span
          key={spot}
          ref={(element) => {
            refs.current[index] = element;
          }}
          className={`glass absolute grid size-11 place-items-center rounded-2xl shadow-[0_0_24px_-6px_rgba(34,211,238,0.55)] sm:size-14 ${spot} ${tint}`}
        >
          <Icon className="size-5 sm:size-7" strokeWidth={1.75} />
        </span>
      ))}
    </>
  );
}
