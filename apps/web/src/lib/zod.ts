// zod, with its JIT off: the JIT probes for `new Function`, which the page's CSP forbids, and the refused probe
// is a reported CSP violation (Lighthouse best practices). Forms import z from here.
import { config, z } from 'zod';

// Not z.config(...): vite.config.ts marks calls on z as pure, and the bundler would drop it.
config({ jitless: true });

export { z };
