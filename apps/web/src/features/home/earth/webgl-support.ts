// Whether this browser should draw the 3D Earth, asked of a throwaway canvas before the 3D chunk loads.

/**
 * three.js needs WebGL 2. A GPU the browser flags as slow (software rendering, a blocklisted driver)
 * would spin the CPU for a decoration, so it gets the static planet too.
 */
export function canRenderWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2', { failIfMajorPerformanceCaveat: true });
    if (!gl) return false;
    // Hand the context back now rather than when the canvas is garbage-collected: browsers cap live contexts.
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

/** Runs `task` when the browser is idle (or soon, where it cannot tell), so the hero paints first. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 1500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
