export { TourRequestForm } from './components/tour-request-form';
export { createTourRequest, useCreateTourRequest } from './api/create-tour-request';
export { tourRequestKeys } from './api/keys';
