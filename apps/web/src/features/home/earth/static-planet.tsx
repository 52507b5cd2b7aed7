// A still planet in SVG: what visitors see under reduced motion, without WebGL, and while the 3D globe
// loads. Drawn at the 3D globe's size and light (upper left), so swapping one for the other does not jump.
import { useId } from 'react';

const CONTINENTS = [
  'M52 58C62 48 80 50 86 60C92 70 84 80 78 86C74 92 80 102 76 112C72 124 62 132 58 142C52 134 50 122 46 112C40 100 34 90 38 78C40 68 44 62 52 58Z',
  'M108 46C122 38 146 42 160 54C168 62 170 72 162 78C152 84 140 78 130 84C122 90 126 100 118 104C110 106 104 98 106 88C108 78 100 72 100 62C100 54 102 50 108 46Z',
  'M120 116C130 110 146 112 150 122C154 132 146 146 136 150C126 154 118 146 116 136C114 128 114 120 120 116Z',
  'M86 150C92 146 100 148 100 154C100 160 90 162 86 158C84 156 84 152 86 150Z',
];
const CLOUDS = [
  'M40 96C52 90 70 92 84 96C74 100 56 102 40 96Z',
  'M96 70C112 64 134 66 150 72C136 76 112 76 96 70Z',
  'M104 132C118 128 136 130 152 136C138 140 118 139 104 132Z',
  'M60 122C68 119 80 120 88 124C80 127 68 127 60 122Z',
];

export function StaticPlanet({ className = '' }: { className?: string }) {
  const id = useId();
  const ref = (name: string) => `${id}-${name}`;
  return (
    <svg
      viewBox="0 0 200 200"
      className={`absolute inset-0 size-full ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id={ref('air')} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0.68" stopColor="#22d3ee" stopOpacity="0.6" />
          <stop offset="0.73" stopColor="#38bdf8" stopOpacity="0.45" />
          <stop offset="0.8" stopColor="#818cf8" stopOpacity="0.14" />
          <stop offset="0.88" stopColor="#818cf8" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={ref('sea')} cx="0.36" cy="0.32" r="0.75">
          <stop offset="0" stopColor="#2a86d4" />
          <stop offset="0.45" stopColor="#0f3a8a" />
          <stop offset="1" stopColor="#061240" />
        </radialGradient>
        <linearGradient id={ref('land')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4a9a5c" />
          <stop offset="0.55" stopColor="#2f7a55" />
          <stop offset="1" stopColor="#a8905c" />
        </linearGradient>
        <radialGradient id={ref('shade')} cx="0.3" cy="0.28" r="0.78">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.12" />
          <stop offset="0.4" stopColor="#05060f" stopOpacity="0" />
          <stop offset="0.66" stopColor="#1e1040" stopOpacity="0.62" />
          <stop offset="0.9" stopColor="#0b0820" stopOpacity="0.9" />
        </radialGradient>
        <clipPath id={ref('globe')}>
          <circle cx="100" cy="100" r="72" />
        </clipPath>
        <filter id={ref('soft')} x="-20%" y="-20%" width="140%" height="140%">
          <feGaussianBlur stdDeviation="1.6" />
        </filter>
      </defs>
      <circle cx="100" cy="100" r="100" fill={`url(#${ref('air')})`} />
      <g clipPath={`url(#${ref('globe')})`}>
        <circle cx="100" cy="100" r="72" fill={`url(#${ref('sea')})`} />
        <g stroke="#38bdf8" strokeOpacity="0.35" strokeWidth="3" fill="none" filter={`url(#${ref('soft')})`}>
          {CONTINENTS.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
        <g fill={`url(#${ref('land')})`}>
          {CONTINENTS.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
        <ellipse cx="100" cy="27" rx="38" ry="6" fill="#e4eef8" />
        <ellipse cx="100" cy="173" rx="36" ry="5" fill="#e4eef8" />
        <g fill="#f6faff" fillOpacity="0.6" filter={`url(#${ref('soft')})`}>
          {CLOUDS.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
        <circle cx="100" cy="100" r="72" fill={`url(#${ref('shade')})`} />
      </g>
      <circle cx="100" cy="100" r="72" fill="none" stroke="#67e8f9" strokeOpacity="0.45" strokeWidth="1" />
      <path
        d="M158 143A72 72 0 0 1 60 160"
        fill="none"
        stroke="#a78bfa"
        strokeOpacity="0.55"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
