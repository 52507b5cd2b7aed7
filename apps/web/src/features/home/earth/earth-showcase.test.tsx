import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EarthShowcase } from './earth-showcase.tsx';

// The 3D chunk itself needs a real GPU; here it is a stand-in whose behaviour each test picks.
const canvas = vi.hoisted(() => ({ fail: false }));
vi.mock('./earth-canvas.tsx', () => ({
  default: ({ onReady, spinning }: { onReady: () => void; spinning: boolean }) => {
    if (canvas.fail) throw new Error('WebGL context could not be created');
    queueMicrotask(onReady);
    return <div data-testid="globe-3d" data-spinning={String(spinning)} />;
  },
}));

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

/** Stands in for the throwaway-canvas check: a WebGL 2 context (on a GPU, or a software renderer), or none. */
function stubWebGL(available: boolean, renderer = 'ANGLE (NVIDIA GeForce RTX 3060)') {
  const context = {
    RENDERER: 0x1f01,
    getExtension: (name: string) => (name === 'WEBGL_lose_context' ? { loseContext: vi.fn() } : null),
    getParameter: () => renderer,
  };
  return vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(((kind: string) => (available && kind === 'webgl2' ? context : null)) as never);
}

const staticPlanet = () => screen.getByTestId('earth').querySelector('svg[viewBox="0 0 200 200"]');
const floatingIcons = () => screen.getByTestId('earth').querySelectorAll('svg.lucide');

afterEach(() => {
  canvas.fail = false;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the hero Earth', () => {
  it('shows the static planet and its icons, and never checks WebGL, under reduced motion', async () => {
    stubReducedMotion(true);
    const getContext = stubWebGL(true);
    render(<EarthShowcase />);
    const earth = screen.getByTestId('earth');
    expect(earth).toHaveAttribute('aria-hidden', 'true');
    expect(earth).toHaveAttribute('data-mode', 'static');
    expect(staticPlanet()).toBeInTheDocument();
    expect(floatingIcons()).toHaveLength(4);
    // Past the idle delay, still nothing: no WebGL probe, no 3D chunk.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(getContext).not.toHaveBeenCalled();
    expect(screen.queryByTestId('globe-3d')).not.toBeInTheDocument();
    expect(earth).toHaveAttribute('data-mode', 'static');
  });

  it('keeps the static planet when the browser has no WebGL 2', async () => {
    stubReducedMotion(false);
    const getContext = stubWebGL(false);
    render(<EarthShowcase />);
    await waitFor(() => expect(getContext).toHaveBeenCalledWith('webgl2', expect.anything()));
    expect(screen.getByTestId('earth')).toHaveAttribute('data-mode', 'static');
    expect(staticPlanet()).toBeInTheDocument();
    expect(floatingIcons()).toHaveLength(4);
    expect(screen.queryByTestId('globe-3d')).not.toBeInTheDocument();
  });

  it('keeps the static planet on a software renderer (SwiftShader, llvmpipe)', async () => {
    stubReducedMotion(false);
    const getContext = stubWebGL(
      true,
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)',
    );
    render(<EarthShowcase />);
    await waitFor(() => expect(getContext).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('earth')).toHaveAttribute('data-mode', 'static');
    expect(screen.queryByTestId('globe-3d')).not.toBeInTheDocument();
  });

  it('keeps the static planet when the visitor saves data', async () => {
    stubReducedMotion(false);
    const getContext = stubWebGL(true);
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    render(<EarthShowcase />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(getContext).not.toHaveBeenCalled();
    expect(screen.getByTestId('earth')).toHaveAttribute('data-mode', 'static');
  });

  it('loads the 3D globe over the static planet when WebGL works and motion is welcome', async () => {
    stubReducedMotion(false);
    stubWebGL(true);
    render(<EarthShowcase />);
    expect(await screen.findByTestId('globe-3d')).toBeInTheDocument();
    expect(screen.getByTestId('earth')).toHaveAttribute('data-mode', '3d');
    // The planet stays in the box (faded out) so the swap never changes the layout.
    await waitFor(() => expect(staticPlanet()).toHaveClass('opacity-0'));
  });

  it('falls back to the static planet when the 3D globe fails', async () => {
    stubReducedMotion(false);
    stubWebGL(true);
    canvas.fail = true;
    // React reports the error the boundary caught; that is the moment to look.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<EarthShowcase />);
    await waitFor(() => expect(reported).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByTestId('earth')).toHaveAttribute('data-mode', 'static'));
    expect(staticPlanet()).toHaveClass('opacity-100');
    expect(screen.queryByTestId('globe-3d')).not.toBeInTheDocument();
  });

  it('stops drawing while the globe is off screen or the tab is hidden, and starts again when it is seen', async () => {
    stubReducedMotion(false);
    stubWebGL(true);
    let seen: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof seen) {
          seen = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<EarthShowcase />);
    const globe = await screen.findByTestId('globe-3d');
    expect(globe).toHaveAttribute('data-spinning', 'true');

    act(() => seen([{ isIntersecting: false }]));
    expect(globe).toHaveAttribute('data-spinning', 'false');
    act(() => seen([{ isIntersecting: true }]));
    expect(globe).toHaveAttribute('data-spinning', 'true');

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(globe).toHaveAttribute('data-spinning', 'false');
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(globe).toHaveAttribute('data-spinning', 'true');
  });
});
