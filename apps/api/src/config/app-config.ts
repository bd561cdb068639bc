import type { Env } from './env';

/** The settings the app runs with: the environment's, and what the runtime derives from it. */
export interface AppConfig extends Env {
  jwtSecret: string;
  publicUrl: string;
}
