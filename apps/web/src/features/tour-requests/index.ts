export { TourRequestForm } from './components/tour-request-form';
export { createTourRequest, useCreateTourRequest } from './api/create-tour-request';
export { tourRequestKeys } from './api/keys';
// The admin advert editor's tour requests panel (features/adverts/moderation) reuses these.
export { deleteTourRequest } from './api/delete-tour-request';
export { TourStatusBadge } from './components/tour-status-badge';
export { personName, tourDateOf, tourTimeOf } from './components/tour-request-format';
export { useWaitingTourRequests } from './api/waiting-tour-requests';
export { TOUR_TAB_PARAM, tourTabOf, type TourTab } from './tour-tabs';
export { TourRequestsPage } from './components/tour-requests-page';
export { ViewingHoursEditor } from './components/viewing-hours-editor';
export { ViewingHoursFields, viewingHoursProblem } from './components/viewing-hours-fields';
export { saveViewingHours } from './api/viewing-hours';
