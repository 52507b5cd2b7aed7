// The hero's planet. The static SVG planet paints at once; where motion is welcome and WebGL works, the
// 3D globe (its own chunk: three.js and react-three-fiber) loads when the browser is idle and fades in
// over it once its surface is painted. A fixed square box, so nothing around it shifts.
import { Component, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { FloatingIcons } from './floating-icons.tsx';
import { StaticPlanet } from './static-planet.tsx';
import { useIsShowing, usePrefersReducedMotion } from './use-motion.ts';
import { canRenderWebGL, whenIdle } from './webgl-support.ts';

const EarthCanvas = lazy(() => import('./earth-canvas.tsx'));

/** Any failure of the 3D globe (chunk download, WebGL context) leaves the static planet in place. */
class EarthBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function EarthShowcase({ className = '' }: { className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const showing = useIsShowing(box);
  const [webgl, setWebgl] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (reducedMotion || webgl !== null) return;
    return whenIdle(() => setWebgl(canRenderWebGL()));
  }, [reducedMotion, webgl]);

  const threeD = !reducedMotion && webgl === true && !failed;
  const globeShown = threeD && ready;
  // A globe taken down (reduced motion switched on) paints its surface again if it comes back.
  useEffect(() => {
    if (!threeD) setReady(false);
  }, [threeD]);

  return (
    <div
      ref={box}
      aria-hidden="true"
      data-testid="earth"
      data-mode={threeD ? '3d' : 'static'}
      className={`relative mx-auto aspect-square w-full max-w-[22rem] sm:max-w-md lg:max-w-[34rem] ${className}`}
    >
      <StaticPlanet className={`transition-opacity duration-700 ${globeShown ? 'opacity-0' : 'opacity-100'}`} />
      {threeD ? (
        <div className={`absolute inset-0 transition-opacity duration-700 ${globeShown ? 'opacity-100' : 'opacity-0'}`}>
          <EarthBoundary
            onError={() => {
              setFailed(true);
              setReady(false);
            }}
          >
            <Suspense fallback={null}>
              <EarthCanvas spinning={showing} onReady={() => setReady(true)} />
            </Suspense>
          </EarthBoundary>
        </div>
      ) : null}
      <FloatingIcons moving={threeD && showing} />
    </div>
  );
}
