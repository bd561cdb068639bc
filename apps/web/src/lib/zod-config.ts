import { z } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to; the CSP (`script-src 'self'`)
// blocks that and every attempt logs a violation. Imported first by main.tsx: object schemas read
// this setting when they are created, at module evaluation.
z.config({ jitless: true });
