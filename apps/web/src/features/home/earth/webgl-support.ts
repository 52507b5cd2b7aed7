// Whether this browser should draw the 3D Earth, asked of a throwaway canvas before the 3D chunk loads.

/** Renderers that draw on the CPU: a spinning globe there blocks the main thread. */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

/** The visitor asked to save data (Save-Data, data saver mode): the globe is a decoration, skip it. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * three.js needs WebGL 2. A GPU the browser flags as slow (failIfMajorPerformanceCaveat: a blocklisted driver)
 * or a software renderer (SwiftShader, llvmpipe) would spin the CPU for a decoration, so it gets the static
 * planet; so does a visitor saving data.
 */
export function canRenderWebGL(): boolean {
  if (savesData()) return false;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2', { failIfMajorPerformanceCaveat: true });
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    if (SOFTWARE_RENDERER.test(renderer)) {
      gl.getExtension('WEBGL_lose_context')?.loseContext();
      return false;
    }
    // Hand the context back now rather than when the canvas is garbage-collected: browsers cap live contexts.
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `task` after the page has loaded, when the browser is next idle (or soon, where it cannot tell), so
 * the page is painted and interactive before anything heavy starts.
 */
export function whenIdle(task: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 3000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 200);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}
