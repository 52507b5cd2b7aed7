// zod for the shared schemas. In a browser its JIT is off before the first schema is built: the JIT probes for
// `new Function` when an object schema is made, which the storefront's CSP forbids, and the refused probe is a
// reported CSP violation (Lighthouse best practices). The API keeps the JIT.
import { config, z } from 'zod';

if ('document' in globalThis) config({ jitless: true });

export { z };
