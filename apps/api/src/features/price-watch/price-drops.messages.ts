export const PRICE_DROP_MESSAGES = {
  unsubscribed:
    'You will get no more price-drop e-mails. You can switch them on again on your profile.',
  linkNotValid:
    'This unsubscribe link is not valid. Switch price-drop e-mails off on your profile instead.',
} as const;
