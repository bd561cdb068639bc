/**
 * The question Logout asks, wherever it is offered (the dashboard menu, the public header's
 * account menu). Its own module, so the public header does not load the dashboard menu's parts.
 */
export const LOGOUT_QUESTION = 'Are you sure to logout?';
