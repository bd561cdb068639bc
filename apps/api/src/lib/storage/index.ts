export * from './storage';
export * from './keys';
export * from './local-storage';
export * from './s3-storage';
export * from './choose-storage';
