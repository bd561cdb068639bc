export * from './users';
export * from './locations';
export * from './catalog';
export * from './adverts';
export * from './engagement';
export * from './system';
export * from './advert-stats';
export * from './tallies';
