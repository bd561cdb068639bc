import { z } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to; the CSP (`script-src 'self'`)
// blocks that and every attempt logs a violation. Object schemas read this setting when they are
// created. In development main.tsx imports this module first; in a build the contracts chunk may
// evaluate before it, so vite.config.ts (zodJitless) also sets it at the top of zod's chunk.
z.config({ jitless: true });
