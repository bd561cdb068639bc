export * from './storage';
export * from './keys';
export * from './local-storage';
