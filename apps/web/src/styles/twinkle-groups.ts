/** Stars twinkle in a few groups, each group one animated layer: 100 separately animated stars kept the main
 * thread busy on every frame of a phone or a browser without GPU compositing. The page has an element for each
 * (StarField); the stylesheet draws each one's stars (star-sky.ts, which only the build loads). */
export const TWINKLE_GROUPS = 5;
