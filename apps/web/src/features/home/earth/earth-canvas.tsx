// The 3D globe (a chunk of its own, loaded by earth-showcase.tsx): a sphere wearing the surface painted by
// earth-texture.ts, lit from the upper left, with a cyan atmosphere. Frames are drawn on demand, and only
// while the globe is on screen, so a still page costs nothing.
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AdditiveBlending, BackSide, CanvasTexture, Color, type Mesh, SRGBColorSpace } from 'three';
import { paintEarth } from './earth-texture.ts';

const TEXTURE_WIDTH = 768;
const TEXTURE_HEIGHT = 384;
/** Radians per second: one turn in about 40 s. */
const SPIN_SPEED = 0.16;
const AXIAL_TILT = 0.41;
/** At most 30 frames a second: a slow spin looks the same, at half the work. */
const FRAME_MS = 1000 / 30;

export interface EarthCanvasProps {
  /** False while off screen or in a hidden tab: no frames are drawn. */
  spinning: boolean;
  /** Called once the surface is painted and the globe can be shown. */
  onReady: () => void;
}

export default function EarthCanvas({ spinning, onReady }: EarthCanvasProps) {
  return (
    <Canvas
      frameloop="demand"
      dpr={[1, 1.5]}
      camera={{ fov: 35, position: [0, 0, 4.4], near: 0.1, far: 20 }}
      gl={{ alpha: true, antialias: true, powerPreference: 'low-power' }}
      style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
    >
      <ambientLight intensity={0.3} color="#8fa2ff" />
      <directionalLight position={[-4, 2, 2]} intensity={3.4} color="#fff6ea" />
      <directionalLight position={[4, -1, -1.5]} intensity={2.4} color="#a78bfa" />
      <Globe spinning={spinning} onReady={onReady} />
    </Canvas>
  );
}

/** The surface as a three.js texture; painted in slices off the critical path, disposed on unmount. */
function useEarthTexture(): CanvasTexture | null {
  const [texture, setTexture] = useState<CanvasTexture | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let made: CanvasTexture | null = null;
    paintEarth(TEXTURE_WIDTH, TEXTURE_HEIGHT, { signal: controller.signal })
      .then(({ width, height, pixels }) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d')?.putImageData(new ImageData(pixels, width, height), 0, 0);
        made = new CanvasTexture(canvas);
        made.colorSpace = SRGBColorSpace;
        made.anisotropy = 4;
        setTexture(made);
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
      });
    return () => {
      controller.abort();
      made?.dispose();
    };
  }, []);
  return texture;
}

function Globe({ spinning, onReady }: EarthCanvasProps) {
  const map = useEarthTexture();
  const spin = useRef<Mesh>(null);
  const invalidate = useThree((state) => state.invalidate);
  const spinningNow = useRef(spinning);
  const next = useRef<number | undefined>(undefined);
  spinningNow.current = spinning;

  useEffect(() => {
    if (map) onReady();
  }, [map, onReady]);

  // Each frame asks for the next one while the globe is in view; a pause simply stops asking.
  useEffect(() => {
    if (spinning && map) invalidate();
  }, [spinning, map, invalidate]);
  useFrame((_, delta) => {
    if (!spin.current || !spinningNow.current) return;
    // Capped so the first frame after a pause does not jump.
    spin.current.rotation.y += Math.min(delta, 0.1) * SPIN_SPEED;
    next.current = window.setTimeout(() => invalidate(), FRAME_MS);
  });
  useEffect(() => () => window.clearTimeout(next.current), []);

  if (!map) return null;
  return (
    <group rotation={[0.12, 0, AXIAL_TILT]}>
      <mesh ref={spin} rotation={[0, -1.4, 0]}>
        <sphereGeometry args={[1, 72, 48]} />
        <meshStandardMaterial map={map} roughness={0.82} metalness={0} />
      </mesh>
      <Atmosphere />
    </group>
  );
}

const RIM_VERTEX = /* glsl */ `
  varying vec3 vNormal;
  varying vec3 vToCamera;
  void main() {
    vec4 viewPosition = modelViewMatrix * vec4(position, 1.0);
    vNormal = normalize(normalMatrix * normal);
    vToCamera = normalize(-viewPosition.xyz);
    gl_Position = projectionMatrix * viewPosition;
  }
`;

// Haze over the limb of the globe itself: strongest where the surface turns away from the viewer.
const HAZE_FRAGMENT = /* glsl */ `
  uniform vec3 glowColor;
  varying vec3 vNormal;
  varying vec3 vToCamera;
  void main() {
    float edge = 1.0 - max(dot(normalize(vNormal), normalize(vToCamera)), 0.0);
    gl_FragColor = vec4(glowColor, 1.0) * pow(edge, 3.0) * 0.9;
  }
`;

// Glow beyond the limb, drawn on the inside of a larger shell: brightest at the globe, gone at the shell.
const HALO_FRAGMENT = /* glsl */ `
  uniform vec3 glowColor;
  uniform float limb;
  varying vec3 vNormal;
  varying vec3 vToCamera;
  void main() {
    float depth = clamp(-dot(normalize(vNormal), normalize(vToCamera)) / limb, 0.0, 1.0);
    gl_FragColor = vec4(glowColor, 1.0) * pow(depth, 2.0) * 1.1;
  }
`;

const HALO_SCALE = 1.16;

function Atmosphere() {
  const haze = useMemo(() => ({ glowColor: { value: new Color('#5ee7ff') } }), []);
  const halo = useMemo(
    () => ({
      glowColor: { value: new Color('#38bdf8') },
      // How far round the shell the globe's own edge sits, seen from the front.
      limb: { value: Math.sqrt(1 - 1 / (HALO_SCALE * HALO_SCALE)) },
    }),
    [],
  );
  return (
    <>
      <mesh scale={1.005}>
        <sphereGeometry args={[1, 64, 40]} />
        <shaderMaterial
          uniforms={haze}
          vertexShader={RIM_VERTEX}
          fragmentShader={HAZE_FRAGMENT}
          blending={AdditiveBlending}
          transparent
          depthWrite={false}
        />
      </mesh>
      <mesh scale={HALO_SCALE}>
        <sphereGeometry args={[1, 64, 40]} />
        <shaderMaterial
          uniforms={halo}
          vertexShader={RIM_VERTEX}
          fragmentShader={HALO_FRAGMENT}
          side={BackSide}
          blending={AdditiveBlending}
          transparent
          depthWrite={false}
        />
      </mesh>
    </>
  );
}
