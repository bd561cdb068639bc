import { ACTORS, type Actor } from './access-world';

/** The status each actor is answered with; `owner` is customer B, who owns the record. */
export type ExpectedAnswers = Record<Actor, number>;

const row = (...answers: number[]): ExpectedAnswers =>
  Object.fromEntries(ACTORS.map((actor, i) => [actor, answers[i]])) as ExpectedAnswers;

/**
 * Every API route with the answer each actor gets when the call targets a record of customer B
 * (docs/product.md#page-access, #wire-contract, #roles and #tour-requests). How each call is made:
 * `access-requests-*.ts`. 401 no token, 403 not for this role, 404 not yours (answered as if it did
 * not exist).
 */
// prettier-ignore
export const ACCESS_MATRIX: Record<string, ExpectedAnswers> = {
  // row(visitor, customer A, customer B = the owner, manager, admin)
  'GET /api/health':                            row(200, 200, 200, 200, 200),

  // Accounts: each call uses an account of its own (B's sessions must outlive the matrix).
  'POST /api/auth/login':                       row(200, 200, 200, 200, 200),
  'POST /api/auth/register':                    row(201, 201, 201, 201, 201),
  'POST /api/auth/registerconfirm/:code':       row(200, 200, 200, 200, 200),
  'POST /api/auth/forgot-password':             row(200, 200, 200, 200, 200),
  'POST /api/auth/reset-password':              row(200, 200, 200, 200, 200),
  'POST /api/auth/resend-confirmation':         row(200, 200, 200, 200, 200),
  'POST /api/auth/email-confirm/:code':         row(200, 200, 200, 200, 200),
  'POST /api/auth/email-change/cancel/:code':   row(200, 200, 200, 200, 200),
  'POST /api/auth/email-change/revert/:code':   row(200, 200, 200, 200, 200),
  'POST /api/auth/logout':                      row(401, 200, 200, 200, 200),
  'GET /api/user/auth':                         row(401, 200, 200, 200, 200),
  // The body names B's id, e-mail and the ADMIN role: each caller still changes only themself.
  'PUT /api/user/auth':                         row(401, 200, 200, 200, 200),
  'PATCH /api/user/auth':                       row(401, 200, 200, 200, 200),
  // Each caller keeps their own language: no route names anyone else's.
  'PUT /api/user/auth/language':                row(401, 200, 200, 200, 200),
  // With a wrong password (the matrix's people must stay): the check is reached by every role.
  'DELETE /api/user/auth':                      row(401, 400, 400, 400, 400),
  'GET /api/user/auth/export':                  row(401, 200, 200, 200, 200),
  // Each caller sets and removes only their own photo: no route names anyone else's.
  'PUT /api/user/auth/photo':                   row(401, 200, 200, 200, 200),
  'DELETE /api/user/auth/photo':                row(401, 200, 200, 200, 200),
  // Each caller asks to move their own account to a new address.
  'POST /api/user/auth/email':                  row(401, 200, 200, 200, 200),

  // Contact messages: B's message, sent from B's e-mail.
  'POST /api/contact':                          row(201, 201, 201, 201, 201),
  'GET /api/contact-messages/admin':            row(401, 403, 403, 200, 200),
  'GET /api/contact-messages/mine':             row(401, 200, 200, 200, 200),
  'GET /api/contact-messages/unread-count':     row(401, 403, 403, 200, 200),
  'PATCH /api/contact-messages/:id/read':       row(401, 403, 403, 200, 200),
  'POST /api/contact-messages/:id/reply':       row(401, 403, 403, 200, 200),
  'DELETE /api/contact-messages/:id':           row(401, 403, 403, 200, 200),
  'GET /api/web-site':                          row(200, 200, 200, 200, 200),
  'PUT /api/web-site':                          row(401, 403, 403, 200, 200),

  // Reports: every role, each scoped to what it may see (docs/product.md#reports).
  'GET /api/report':                            row(401, 200, 200, 200, 200),
  'GET /api/report/range':                      row(401, 200, 200, 200, 200),

  // Lookups are public; their back office is staff's.
  'GET /api/advert-types':                      row(200, 200, 200, 200, 200),
  'GET /api/categories':                        row(200, 200, 200, 200, 200),
  'GET /api/propertieskey/getAllByCatgory/:id': row(200, 200, 200, 200, 200),
  'GET /api/countries':                         row(200, 200, 200, 200, 200),
  'GET /api/cities/:id':                        row(200, 200, 200, 200, 200),
  'GET /api/districts/:id':                     row(200, 200, 200, 200, 200),
  'GET /api/categories/admin':                  row(401, 403, 403, 200, 200),
  'POST /api/categories':                       row(401, 403, 403, 201, 201),
  'PUT /api/admin-category/:id':                row(401, 403, 403, 200, 200),
  'DELETE /api/admin-category/:id':             row(401, 403, 403, 200, 200),
  'GET /api/advert-types/admin':                row(401, 403, 403, 200, 200),
  'POST /api/advert-types':                     row(401, 403, 403, 201, 201),
  'PUT /api/advert-types/:id':                  row(401, 403, 403, 200, 200),
  'DELETE /api/advert-types/:id':               row(401, 403, 403, 200, 200),
  'GET /api/countries/time-zones':              row(401, 403, 403, 200, 200),
  'PUT /api/countries/:id/time-zone':           row(401, 403, 403, 200, 200),
  'PUT /api/cities/:id/time-zone':              row(401, 403, 403, 200, 200),
  'GET /api/exchange-rates':                    row(200, 200, 200, 200, 200),
  'PUT /api/exchange-rates/:currency':          row(401, 403, 403, 200, 200),
  'POST /api/exchange-rates/import':            row(401, 403, 403, 200, 200),

  // Adverts: B's PENDING advert, which only B and staff may see.
  'GET /api/adverts':                           row(200, 200, 200, 200, 200),
  'GET /api/adverts/cities':                    row(200, 200, 200, 200, 200),
  'GET /api/adverts/exp-proprety':              row(200, 200, 200, 200, 200),
  'GET /api/adverts/popular/:amount':           row(200, 200, 200, 200, 200),
  'GET /api/adverts/map':                       row(200, 200, 200, 200, 200),
  'GET /api/adverts/places':                    row(200, 200, 200, 200, 200),
  'GET /api/adverts/similar/:id':               row(200, 200, 200, 200, 200),
  'GET /api/adverts/compare':                   row(200, 200, 200, 200, 200),
  'GET /api/adverts/:slug':                     row(404, 404, 200, 200, 200),
  'POST /api/adverts':                          row(401, 201, 201, 201, 201),
  'GET /api/adverts/auth':                      row(401, 200, 200, 200, 200),
  'GET /api/adverts/userAdverts/:userId':       row(401, 403, 200, 200, 200),
  'GET /api/adverts/custom/:id':                row(401, 404, 200, 200, 200),
  'GET /api/adverts/custom/:id/revision':       row(401, 404, 200, 404, 404),
  // Staff edit and delete through the admin routes; the owner's routes are the owner's alone.
  'PUT /api/adverts/auth/:slug':                row(401, 404, 200, 404, 404),
  'DELETE /api/adverts/auth/:id':               row(401, 404, 200, 404, 404),
  'PUT /api/adverts/admin/status':              row(401, 403, 403, 200, 200),
  'GET /api/adverts/admin/queue':               row(401, 403, 403, 200, 200),
  'GET /api/adverts/admin/:id':                 row(401, 403, 403, 200, 200),
  'PUT /api/adverts/admin/:id':                 row(401, 403, 403, 200, 200),
  'DELETE /api/adverts/admin/:id':              row(401, 403, 403, 200, 200),
  'GET /api/adverts/auth/:id/performance':      row(401, 404, 200, 200, 200),

  // Pictures of B's PENDING advert. A stored file's name carries a random part and is only
  // handed to those who may see the advert: the file itself is served to whoever has its name.
  'GET /api/images/file/*':                     row(200, 200, 200, 200, 200),
  'POST /api/images/:advertId':                 row(401, 404, 201, 201, 201),
  'GET /api/images/:id':                        row(404, 404, 200, 200, 200),
  'GET /api/images/advert/:advertId':           row(404, 404, 200, 200, 200),
  'DELETE /api/images/:id':                     row(401, 404, 200, 200, 200),
  'PUT /api/images/:id/featured':               row(401, 404, 200, 200, 200),
  'PUT /api/images/:advertId/order':            row(401, 404, 200, 200, 200),

  // Favourites: the caller's own; staff see and remove B's.
  // Saved searches: B's own; the unsubscribe link is signed, so it needs no login.
  'GET /api/savedSearches':                     row(401, 200, 200, 200, 200),
  'POST /api/savedSearches':                    row(401, 201, 201, 201, 201),
  'PUT /api/savedSearches/:id':                 row(401, 404, 200, 404, 404),
  'DELETE /api/savedSearches/:id':              row(401, 404, 200, 404, 404),
  'GET /api/savedSearches/unsubscribe/:token':  row(200, 200, 200, 200, 200),
  'POST /api/savedSearches/unsubscribe/:token': row(200, 200, 200, 200, 200),
  // The price-drop e-mails' unsubscribe link is signed too.
  'GET /api/priceDrops/unsubscribe/:token':     row(200, 200, 200, 200, 200),
  'POST /api/priceDrops/unsubscribe/:token':    row(200, 200, 200, 200, 200),
  'GET /api/favorites/forCart/auth':            row(401, 200, 200, 200, 200),
  'GET /api/favorites/auth':                    row(401, 200, 200, 200, 200),
  'POST /api/favorites':                        row(401, 404, 200, 200, 200),
  'GET /api/favorites/isFavory/:advertId':      row(401, 200, 200, 200, 200),
  'GET /api/favorites/admin/:userId':           row(401, 403, 403, 200, 200),
  'DELETE /api/favorites/:favoriId/admin':      row(401, 403, 403, 200, 200),

  // The advertiser card (public) and phone number (signed in) of B's public advert; threads
  // about it: B cannot write to B's own advert (400); a thread is its two people's only.
  'GET /api/adverts/:id/advertiser':            row(200, 200, 200, 200, 200),
  'POST /api/adverts/:id/advertiser/phone':     row(401, 200, 200, 200, 200),
  'POST /api/conversations':                    row(401, 201, 400, 201, 201),
  'GET /api/conversations':                     row(401, 200, 200, 200, 200),
  'GET /api/conversations/unread-count':        row(401, 200, 200, 200, 200),
  'GET /api/conversations/:id':                 row(401, 404, 200, 404, 404),
  'POST /api/conversations/:id/messages':       row(401, 404, 201, 404, 404),
  // Blocking and reporting: B's thread only; the queue of reports is staff's.
  'POST /api/conversations/:id/block':          row(401, 404, 200, 404, 404),
  'DELETE /api/conversations/:id/block':        row(401, 404, 200, 404, 404),
  'POST /api/conversations/:id/report':         row(401, 404, 201, 404, 404),
  'GET /api/conversation-reports':              row(401, 403, 403, 200, 200),
  'GET /api/conversation-reports/:id':          row(401, 403, 403, 200, 200),
  'POST /api/conversation-reports/:id/decision': row(401, 403, 403, 200, 200),

  // Agencies: B owns one with an agent (docs/product.md#agencies); staff keep the queue.
  'POST /api/agencies':                         row(401, 201, 409, 201, 201),
  'GET /api/agencies/mine':                     row(401, 200, 200, 200, 200),
  'PUT /api/agencies/:id':                      row(401, 404, 200, 404, 404),
  'PUT /api/agencies/:id/logo':                 row(401, 404, 200, 404, 404),
  'GET /api/agencies/by-slug/:slug':            row(200, 200, 200, 200, 200),
  'GET /api/agencies/by-slug/:slug/page':       row(200, 200, 200, 200, 200),
  'POST /api/agencies/:id/invitations':         row(401, 404, 201, 404, 404),
  'DELETE /api/agencies/:id/invitations/:invitationId': row(401, 404, 204, 404, 404),
  'GET /api/agency-invitations':                row(200, 200, 200, 200, 200),
  'POST /api/agency-invitations/accept':        row(401, 200, 403, 200, 200),
  'DELETE /api/agencies/:id/members/:userId':   row(401, 404, 200, 404, 404),
  'PUT /api/agencies/:id/owner':                row(401, 404, 200, 404, 404),
  'POST /api/agencies/:id/leave':               row(401, 404, 409, 404, 404),
  'GET /api/agencies/:id/adverts':              row(401, 404, 200, 404, 404),
  'PUT /api/agencies/:id/adverts/:advertId/agent': row(401, 404, 200, 404, 404),
  'POST /api/agencies/:id/imports':             row(401, 404, 200, 404, 404),
  'GET /api/agencies/:id/imports':              row(401, 404, 200, 404, 404),
  'GET /api/agencies/:id/imports/:importId':    row(401, 404, 200, 404, 404),
  'GET /api/agencies/:id/imports/:importId/report': row(401, 404, 200, 404, 404),
  'GET /api/agencies/:id/feed':                 row(401, 404, 200, 404, 404),
  'GET /api/agencies/:id/dashboard':            row(401, 404, 200, 404, 404),
  'GET /api/agencies/:id/dashboard.csv':        row(401, 404, 200, 404, 404),
  'PUT /api/agencies/:id/feed':                 row(401, 404, 200, 404, 404),
  'GET /api/agencies':                          row(401, 403, 403, 200, 200),
  'POST /api/agencies/:id/decision':            row(401, 403, 403, 200, 200),

  // Tour requests: B's public advert (B decides) or B's request on another advert (B's own).
  'POST /api/tourRequest':                      row(401, 201, 400, 201, 201),
  'GET /api/tourRequest':                       row(401, 200, 200, 200, 200),
  'GET /api/tourRequest/admin':                 row(401, 403, 200, 200, 200),
  'GET /api/tourRequest/waiting':               row(401, 200, 200, 200, 200),
  'GET /api/tourRequest/:id':                   row(401, 404, 200, 200, 200),
  'PATCH /api/tourRequest/:id/approve':         row(401, 404, 200, 403, 403),
  'PATCH /api/tourRequest/:id/decline':         row(401, 404, 200, 403, 403),
  'PATCH /api/tourRequest/:id/cancel':          row(401, 404, 200, 403, 403),
  'PUT /api/tourRequest/:id':                   row(401, 404, 200, 403, 403),
  'DELETE /api/tourRequest/:id':                row(401, 404, 200, 200, 200),
  // Viewing hours (B's private advert: B's alone, staff may read), slots and B's approved tour's calendar.
  'GET /api/tourRequest/slots/:advertId':       row(200, 200, 200, 200, 200),
  'GET /api/tourRequest/viewing-hours/:advertId': row(200, 200, 200, 200, 200),
  'GET /api/adverts/auth/:id/viewing-hours':    row(401, 404, 200, 200, 200),
  'PUT /api/adverts/auth/:id/viewing-hours':    row(401, 404, 200, 403, 403),
  'GET /api/tourRequest/:id/calendar.ics':      row(401, 404, 200, 404, 404),

  // Users: B's own row. A manager edits and deletes customers (docs/product.md#users).
  'GET /api/user/admin':                        row(401, 403, 403, 200, 200),
  'PUT /api/user/:id/admin':                    row(401, 403, 403, 200, 200),
  'DELETE /api/user/:id/admin':                 row(401, 403, 403, 200, 200),
  'GET /api/logs/:userId':                      row(401, 403, 403, 200, 200),
};

/**
 * Rows for the same routes on other records, where the answers differ from the main row: the
 * Users page's rules between managers and admins (docs/product.md#users), an old slug, B's public
 * advert, and tour requests seen from the other side (B as guest where the main row has B decide,
 * and the other way round).
 * `ROUTE · what the call targets`.
 */
// prettier-ignore
export const ACCESS_VARIANTS: Record<string, ExpectedAnswers> = {
  // row(visitor, customer A, customer B = the owner, manager, admin)
  "GET /api/adverts/:slug · B's private advert by its old slug":  row(404, 404, 301, 301, 301),
  "GET /api/adverts/:slug · B's public advert":                    row(200, 200, 200, 200, 200),
  "GET /api/adverts/custom/:id · B's public advert":               row(401, 404, 200, 200, 200),
  "GET /api/images/advert/:advertId · B's public advert":          row(200, 200, 200, 200, 200),
  "POST /api/favorites · B's public advert":                       row(401, 200, 200, 200, 200),
  "POST /api/tourRequest · B's private advert":                    row(401, 404, 404, 404, 404),
  "GET /api/tourRequest/slots/:advertId · B's private advert":     row(404, 404, 404, 404, 404),
  "GET /api/tourRequest/viewing-hours/:advertId · B's private advert": row(404, 404, 404, 404, 404),
  "GET /api/tourRequest/admin · every request":                    row(401, 403, 403, 200, 200),
  "GET /api/tourRequest/admin · B's requests as a person":         row(401, 403, 403, 200, 200),
  "GET /api/tourRequest/:id · a request on B's advert (B decides)": row(401, 404, 200, 200, 200),
  "PATCH /api/tourRequest/:id/approve · B's own request (B asked)": row(401, 404, 403, 403, 403),
  "PATCH /api/tourRequest/:id/decline · B's own request (B asked)": row(401, 404, 403, 403, 403),
  "PATCH /api/tourRequest/:id/cancel · a request on B's advert":   row(401, 404, 403, 403, 403),
  "PUT /api/tourRequest/:id · a request on B's advert":            row(401, 404, 403, 403, 403),
  "DELETE /api/tourRequest/:id · a request on B's advert":         row(401, 404, 403, 200, 200),
  "PUT /api/user/:id/admin · a manager's row":                     row(401, 403, 403, 403, 200),
  "PUT /api/user/:id/admin · a customer made a manager":           row(401, 403, 403, 403, 200),
  "PUT /api/user/:id/admin · the caller's own role":               row(401, 403, 403, 403, 403),
  "DELETE /api/user/:id/admin · a manager":                        row(401, 403, 403, 403, 200),
  "DELETE /api/user/:id/admin · the caller themself":              row(401, 403, 403, 403, 403),
};
