export * from './common';
export * from './users';
export * from './auth';
export * from './contact';
export * from './reports';
export * from './lookups';
export * from './adverts';
export * from './engagement';
