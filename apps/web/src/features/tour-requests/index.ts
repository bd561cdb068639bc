export { TourRequestForm } from './components/booking/tour-request-form';
export { createTourRequest, useCreateTourRequest } from './api/create-tour-request';
export { tourRequestKeys } from './api/keys';
// The admin advert editor's tour requests panel (features/adverts/moderation) reuses these.
export { deleteTourRequest } from './api/delete-tour-request';
export { TourStatusBadge } from './components/shared/tour-status-badge';
export { personName, tourDateOf, tourTimeOf } from './components/shared/tour-request-format';
export { useWaitingTourRequests } from './api/waiting-tour-requests';
export { TOUR_TAB_PARAM, tourTabOf, type TourTab } from './tour-tabs';
export { TourRequestsPage } from './components/list/tour-requests-page';
export { ViewingHoursEditor } from './components/owner/viewing-hours-editor';
export { ViewingHoursFields, viewingHoursProblem } from './components/owner/viewing-hours-fields';
export { saveViewingHours } from './api/viewing-hours';
