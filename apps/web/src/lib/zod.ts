// zod for the web app's own forms: the shared package's, whose JIT is off in a browser (the storefront's CSP
// forbids the `new Function` it probes for).
export { z } from '@astroden/shared/zod';
