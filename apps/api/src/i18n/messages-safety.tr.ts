/** Turkish for blocking, reporting and the staff's report queue, keyed by the English text. */
export const SAFETY_TR: Record<string, string> = {
  'This message cannot be sent.': 'Bu mesaj gönderilemiyor.',
  'You blocked this person: unblock them to write to them again.':
    'Bu kişiyi engellediniz: yeniden yazmak için engeli kaldırın.',
  'You have already reported this conversation.': 'Bu konuşmayı zaten şikâyet ettiniz.',
  'Thank you. Our staff will look at this conversation.':
    'Teşekkürler. Ekibimiz bu konuşmayı inceleyecek.',
  'This person deleted their account: there is nobody to report.':
    'Bu kişi hesabını sildi: şikâyet edilecek kimse yok.',
  'This report does not exist.': 'Bu şikâyet mevcut değil.',
  'This report has already been decided.': 'Bu şikâyet hakkında zaten karar verildi.',
  'This person deleted their account: there is nobody to suspend.':
    'Bu kişi hesabını sildi: askıya alınacak kimse yok.',
  'You cannot suspend your own account.': 'Kendi hesabınızı askıya alamazsınız.',
  'A manager can suspend customers only.': 'Bir yönetici yalnızca müşterileri askıya alabilir.',
  'This account is suspended. Please contact us if you think this is a mistake.':
    'Bu hesap askıya alındı. Bir hata olduğunu düşünüyorsanız lütfen bize ulaşın.',
  'reason must be one of SPAM, SCAM, ABUSE, OTHER':
    'reason şunlardan biri olmalıdır: SPAM, SCAM, ABUSE, OTHER',
  'The details can be at most 500 characters.': 'Ayrıntılar en fazla 500 karakter olabilir.',
  'action must be DISMISS or SUSPEND': 'action DISMISS veya SUSPEND olmalıdır',
  'status must be OPEN or DECIDED': 'status OPEN veya DECIDED olmalıdır',
};
