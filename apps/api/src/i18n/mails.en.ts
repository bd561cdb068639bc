/**
 * The e-mails' sentences in English, by name (docs/product.md#on-the-server). Values in `{{ }}`
 * are filled in by the mail modules; an `_one`/`_other` pair is chosen by `count`.
 */
export const MAILS_EN = {
  hello: 'Hello {{name}},',
  helloAnonymous: 'Hello,',
  'confirm.subject': 'Confirm your registration',
  'confirm.body': 'please confirm your registration by opening this link within 24 hours:',
  'emailLink.subject': 'Confirm your new e-mail address',
  'emailLink.body':
    'please confirm {{email}} as the new e-mail address of your account by opening this link within 24 hours:',
  'emailLink.after':
    'Until then you log in with your current address. If you did not ask for this, ignore this e-mail.',
  'emailNotice.subject': 'Your e-mail address is being changed',
  'emailNotice.body':
    'your e-mail is being changed to {{email}}. The change is made when the link we sent to that address is opened, within 24 hours; until then you log in with this address.',
  'emailNotice.cancel': 'If you did not ask for this, cancel the change with this link:',
  'emailNotice.after':
    'Then choose a new password at {{link}}: whoever asked for the change knows your current one. A new password also cancels the change.',
  'emailChanged.subject': 'The e-mail address of your account was changed',
  'emailChanged.body':
    'the e-mail address of your account is now {{email}}. This address no longer logs in.',
  'emailChanged.revert':
    'If you did not do this, put this address back within 7 days with this link. It also ends every session of the account:',
  'alreadyRegistered.subject': 'You already have an account',
  'alreadyRegistered.body':
    'someone, perhaps you, tried to register with this e-mail address. It already has an account, so nothing was changed.',
  'alreadyRegistered.login': 'Log in at {{link}}',
  'alreadyRegistered.forgot': 'Forgot your password? Choose a new one at {{link}}',
  'alreadyRegistered.after': 'If it was not you, ignore this e-mail.',
  'reset.subject': 'Your password reset code',
  'reset.body': 'your password reset code is {{code}}. It works once, for 30 minutes.',
  'reset.enter': 'Enter it at {{link}}',
  'reset.after': 'If you did not ask for it, ignore this e-mail.',
  'activated.subject': 'Your advert "{{title}}" is now published',
  'activated.body': 'your advert "{{title}}" has been activated and is now public: {{link}}',
  'rejected.subject': 'Your advert "{{title}}" was rejected',
  'rejected.body': 'your advert "{{title}}" was rejected.',
  'rejected.reason': 'Reason: {{reason}}',
  'rejected.noReason': 'No reason was given.',
  'rejected.after': 'You can edit it and send it for review again at {{link}}',
  // The listed rejection reasons' labels, as @estate/contracts/rejection-reasons has them.
  'reason.PICTURES': 'Pictures do not show the property',
  'reason.PRICE': 'Price missing or wrong',
  'reason.DUPLICATE': 'Duplicate',
  'reason.CONTACT_IN_TEXT': 'Contact details in the text',
  'reason.OTHER': 'Other',
  'revisionApproved.subject': 'Your changes to "{{title}}" are published',
  'revisionApproved.body':
    'your changes to the advert "{{title}}" were approved and are now public: {{link}}',
  'revisionRejected.subject': 'Your changes to "{{title}}" were not approved',
  'revisionRejected.body':
    'your changes to the advert "{{title}}" were not approved; the advert stays online as it was.',
  'revisionRejected.after': 'You can edit it again at {{link}}',
  'tour.when': 'on {{date}} at {{time}} ({{zone}} time)',
  'tour.decide': 'Approve or decline it at {{link}}',
  'tour.new.subject': 'New tour request for "{{title}}"',
  'tour.new.body': '{{guest}} would like to visit "{{title}}" {{when}}.',
  'tour.movedAgain.subject': 'A tour request for "{{title}}" was moved again',
  'tour.movedAgain.body':
    '{{guest}} changed the time again and would now like to visit "{{title}}" {{when}}.',
  'tour.approved.subject': 'Your tour of "{{title}}" is approved',
  'tour.approved.body':
    '{{owner}} approved your tour of "{{title}}" {{when}}. The attached invitation adds it to your calendar.',
  'tour.address': 'Address: {{address}}',
  'tour.map': 'Map: {{link}}',
  'tour.yourRequests': 'Your tour requests: {{link}}',
  'tour.waiting.subject': 'A tour request for "{{title}}" is waiting for your answer',
  'tour.waiting.body':
    '{{guest}} asked a day ago to visit "{{title}}" {{when}} and is still waiting for your answer.',
  'tour.declined.subject': 'Your tour request for "{{title}}" was declined',
  'tour.declined.body':
    'Your tour of "{{title}}" {{when}} was declined. You can choose another time at {{link}}',
  'tour.advertRemoved.subject': 'Your tour of "{{title}}" is canceled',
  'tour.advertRemoved.body':
    'Your tour of "{{title}}" {{when}} is canceled because the advert was removed from the site.',
  'tour.advertRemoved.calendar': 'The attached file removes the tour from your calendar.',
  'tour.reminderGuest.subject': 'Reminder: your tour of "{{title}}" is tomorrow',
  'tour.reminderGuest.body': 'A reminder: you visit "{{title}}" {{when}} with {{owner}}.',
  'tour.reminderOwner.subject': 'Reminder: a tour of "{{title}}" is tomorrow',
  'tour.reminderOwner.body': 'A reminder: {{guest}} visits "{{title}}" {{when}}.',
  'priceDrops.subject_one': 'Price drop: "{{title}}"',
  'priceDrops.subject_other': 'Price drops on {{count}} of your favourites',
  'priceDrops.intro_one': 'A favourite of yours is cheaper now:',
  'priceDrops.intro_other': '{{count}} of your favourites are cheaper now:',
  'priceDrops.all': 'All your favourites',
  'priceDrops.stop':
    'To stop these e-mails, switch off "Price-drop e-mails" on your profile: {{link}}',
  'priceDrops.stopHtml':
    'To stop these e-mails, switch off “Price-drop e-mails” on <a href="{{link}}">your profile</a>.',
  'priceDrops.unsubscribe': 'Stop all price-drop e-mails',
  'alert.subject_one': '{{count}} new home for {{name}}',
  'alert.subject_other': '{{count}} new homes for {{name}}',
  'alert.today_one': 'Today, {{count}} new home matched your saved search {{name}}.',
  'alert.today_other': 'Today, {{count}} new homes matched your saved search {{name}}.',
  'alert.justNow_one': 'Just now, {{count}} new home matched your saved search {{name}}.',
  'alert.justNow_other': 'Just now, {{count}} new homes matched your saved search {{name}}.',
  'alert.more_one': 'And {{count}} more',
  'alert.more_other': 'And {{count}} more',
  'alert.see': 'See the search',
  'alert.stop': 'Stop these e-mails',
  'message.subject': 'New message about "{{title}}"',
  'message.body': '{{sender}} wrote about "{{title}}":',
  'message.answer': 'Read and answer it at {{link}}',
  'message.pace':
    'You get at most one e-mail per conversation every 15 minutes while messages wait unread.',
  'goodbye.subject': 'Your account has been deleted',
  'goodbye.bySelf': 'As you asked, your account {{email}} was deleted on {{date}}. We removed:',
  'goodbye.byStaff': "The site's staff deleted your account {{email}} on {{date}}. We removed:",
  'goodbye.profile': 'your profile, photo, sign-in details and activity history',
  'goodbye.adverts_one': '{{count}} advert with its pictures and tour requests',
  'goodbye.adverts_other': '{{count}} adverts with their pictures and tour requests',
  'goodbye.favourites_one': '{{count}} favourite',
  'goodbye.favourites_other': '{{count}} favourites',
  'goodbye.searches_one': '{{count}} saved search and its e-mail alerts',
  'goodbye.searches_other': '{{count}} saved searches and their e-mail alerts',
  'goodbye.tours_one': '{{count}} tour request you made',
  'goodbye.tours_other': '{{count}} tour requests you made',
  'goodbye.kept': 'Messages you exchanged stay with the other person, without your name.',
  'goodbye.notYou': 'If you did not ask for this, write to us at {{link}}.',
  'goodbye.thanks': 'Thank you for using the site.',
  'agencyInvite.subject': '{{agency}} invites you to join the agency',
  'agencyInvite.body':
    '{{inviter}} invites you to join the estate agency {{agency}} as an agent. Open this link within 7 days to accept; without an account, register with this e-mail address first:',
  'agencyInvite.after': 'If you do not know this agency, ignore this e-mail.',
  'agencyVerified.subject': 'Your agency {{agency}} is verified',
  'agencyVerified.body':
    'our staff checked {{agency}}: its adverts and page now show the "verified" badge.',
  'agencyRefused.subject': 'Your agency {{agency}} could not be verified',
  'agencyRefused.body':
    'our staff could not verify {{agency}}. It keeps working without the badge.',
  'agencyRefused.after':
    'Correct its details at {{link}}; a saved change sends it for review again.',
  'agencyFeedFailed.subject': 'The daily import of {{agency}}’s feed failed',
  'agencyFeedFailed.body':
    'today’s import of your agency’s catalogue feed did not run, so your adverts are as they were:',
  'agencyFeedFailed.after':
    'Check the feed in your agency software, or its address at {{link}}. The next try is tomorrow.',
};
