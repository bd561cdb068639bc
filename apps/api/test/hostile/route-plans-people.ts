import { day } from '../tour-kit';
import { fresh, staff, type RoutePlan } from './route-plan';

/** Accounts, contact messages, web-site settings, reports and user administration. */
export const PEOPLE_PLANS: Record<string, RoutePlan> = {
  'POST /api/auth/login': {
    actor: 'visitor',
    body: (w) => ({ email: w.owner.email, password: w.owner.password }),
  },
  'POST /api/auth/register': {
    actor: 'visitor',
    body: () => ({
      firstName: 'Nina',
      lastName: 'New',
      phone: '+905551234567',
      email: `n${fresh()}@example.test`,
      password: 'Passw0rd!x',
      confirmPassword: 'Passw0rd!x',
      acceptTerms: true,
    }),
  },
  'POST /api/auth/registerconfirm/:code': { actor: 'visitor', params: () => ({ code: fresh() }) },
  'POST /api/auth/forgot-password': { actor: 'visitor', body: (w) => ({ email: w.owner.email }) },
  'POST /api/auth/reset-password': {
    actor: 'visitor',
    body: (w) => ({ email: w.owner.email, code: '123456', password: 'Newpassw0rd' }),
  },
  'POST /api/auth/resend-confirmation': {
    actor: 'visitor',
    body: () => ({ email: `waiting${fresh()}@example.test` }),
  },
  'POST /api/auth/email-confirm/:code': { actor: 'visitor', params: () => ({ code: fresh() }) },
  'POST /api/auth/email-change/cancel/:code': {
    actor: 'visitor',
    params: () => ({ code: fresh() }),
  },
  'POST /api/auth/email-change/revert/:code': {
    actor: 'visitor',
    params: () => ({ code: fresh() }),
  },
  'POST /api/user/auth/email': {
    actor: 'guest',
    body: (w) => ({ email: `moved${fresh()}@example.test`, password: w.guest.password }),
  },
  'PUT /api/user/auth': { actor: 'guest' },
  'PUT /api/user/auth/photo': { actor: 'guest' },
  'PUT /api/user/auth/language': { actor: 'guest' },
  'DELETE /api/user/auth/photo': { actor: 'guest' },
  'PATCH /api/user/auth': {
    actor: 'guest',
    body: (w) => ({ password: w.guest.password, newPassword: 'Newpassw0rd' }),
  },
  // The first accepted call deletes the guest; the calls after it are answered 401.
  'DELETE /api/user/auth': {
    actor: 'guest',
    body: (w) => ({ password: w.guest.password }),
  },
  'GET /api/user/auth/export': { actor: 'guest' },
  'POST /api/contact': {
    actor: 'visitor',
    body: () => ({
      email: 'visitor@example.test',
      message: 'Is it still free?',
      firstName: 'Vera',
      lastName: 'Visitor',
    }),
  },
  'PATCH /api/contact-messages/:id/read': { ...staff, params: (w) => ({ id: w.contactMessageId }) },
  'POST /api/contact-messages/:id/reply': { ...staff, params: (w) => ({ id: w.contactMessageId }) },
  'DELETE /api/contact-messages/:id': { ...staff, params: (w) => ({ id: w.contactMessageId }) },
  'GET /api/contact-messages/mine': { actor: 'guest' },
  'POST /api/savedSearches': {
    actor: 'guest',
    body: () => ({ name: 'Lofts', filters: { q: 'loft', price_end: '300000' }, alert: 'DAILY' }),
  },
  'PUT /api/savedSearches/:id': {
    actor: 'guest',
    params: (w) => ({ id: w.savedSearchId }),
    body: () => ({ name: 'Gardens again', alert: 'NONE' }),
  },
  'DELETE /api/savedSearches/:id': { actor: 'guest', params: (w) => ({ id: w.savedSearchId }) },
  'GET /api/savedSearches/unsubscribe/:token': {
    actor: 'visitor',
    params: (w) => ({ token: w.unsubscribeToken }),
  },
  'POST /api/savedSearches/unsubscribe/:token': {
    actor: 'visitor',
    params: (w) => ({ token: w.unsubscribeToken }),
  },
  'GET /api/priceDrops/unsubscribe/:token': {
    actor: 'visitor',
    params: (w) => ({ token: w.priceDropsToken }),
  },
  'POST /api/priceDrops/unsubscribe/:token': {
    actor: 'visitor',
    params: (w) => ({ token: w.priceDropsToken }),
  },
  'GET /api/exchange-rates': { actor: 'visitor' },
  'PUT /api/exchange-rates/:currency': {
    ...staff,
    params: () => ({ currency: 'GBP' }),
    body: () => ({ rate: 1.27, rateDate: '2026-12-01' }),
  },
  'POST /api/exchange-rates/import': {
    ...staff,
    body: () => ({
      xml: "<Cube time='2026-12-01'>\n<Cube currency='USD' rate='1.085'/>\n</Cube>",
    }),
  },
  'PUT /api/web-site': {
    ...staff,
    body: () => ({
      siteName: 'Estate',
      tagline: 'Homes',
      contactEmail: 'info@example.test',
      phone: '+90 212 555 0000',
      address: 'Main street 1',
      offices: ['İstanbul', 'Ankara', 'İzmir'].map((city) => ({
        city,
        address: 'Square 2',
        phone: '+90 212 555 0001',
      })),
      map: { latitude: 41, longitude: 29, zoom: 12 },
      social: { facebook: '', x: '', instagram: '', linkedin: '', youtube: '' },
      appLinks: {
        appStore: 'https://apps.example.test/a',
        googlePlay: 'https://apps.example.test/g',
      },
    }),
  },
  'GET /api/report/range': { ...staff, query: () => ({ from: day(-30), to: day(0) }) },
  'PUT /api/user/:id/admin': {
    ...staff,
    params: (w) => ({ id: w.target.id }),
    body: () => ({
      firstName: 'Tara',
      lastName: 'Target',
      phone: '+905550000001',
      role: 'CUSTOMER',
    }),
  },
  'DELETE /api/user/:id/admin': { ...staff, params: (w) => ({ id: w.target.id }) },
  'GET /api/logs/:userId': { ...staff, params: (w) => ({ userId: w.owner.id }) },
};
