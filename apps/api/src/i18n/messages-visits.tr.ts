/** Turkish for tours, conversations, favourites and saved searches, keyed by the English text. */
export const VISITS_TR: Record<string, string> = {
  'You cannot request a tour of your own advert.': 'Kendi ilanınız için tur isteyemezsiniz.',
  'tourTime is not a real date.': 'tourTime gerçek bir tarih değil.',
  'The tour time must be in the future.': 'Tur zamanı gelecekte olmalıdır.',
  'Tours can be booked at most {{n}} days ahead.':
    'Turlar en fazla {{n}} gün sonrası için ayarlanabilir.',
  'You have made {{max}} tour requests in the last 24 hours.':
    'Son 24 saatte {{max}} tur isteği yaptınız.',
  'You have already requested a tour of this advert at this time.':
    'Bu ilan için bu saatte zaten tur istediniz.',
  'This time is already booked for this advert. Please choose another time.':
    'Bu saat bu ilan için zaten dolu. Lütfen başka bir saat seçin.',
  'This tour request does not exist.': 'Bu tur isteği mevcut değil.',
  'This time is outside the viewing hours of this property. Please choose a free time.':
    'Bu saat, bu mülkün gezme saatlerinin dışında. Lütfen boş bir saat seçin.',
  '{{date}} has already passed: only today or a later date can be blocked.':
    '{{date}} geçti: yalnızca bugün veya sonraki bir tarih kapatılabilir.',
  'Only the owner of this advert can change its viewing hours.':
    'Bu ilanın gezme saatlerini yalnızca sahibi değiştirebilir.',
  'Only an approved tour can be added to a calendar.':
    'Takvime yalnızca onaylanmış bir tur eklenebilir.',
  'You cannot approve your own tour request.': 'Kendi tur isteğinizi onaylayamazsınız.',
  'You cannot decline your own tour request. Cancel it instead.':
    'Kendi tur isteğinizi reddedemezsiniz. Bunun yerine iptal edin.',
  'Only the owner of the advert can approve or decline this tour request.':
    'Bu tur isteğini yalnızca ilanın sahibi onaylayabilir veya reddedebilir.',
  'Only the person who requested this tour can do this.':
    'Bunu yalnızca turu isteyen kişi yapabilir.',
  'Only a pending tour request can be approved. This one is {{status}}.':
    'Yalnızca bekleyen bir tur isteği onaylanabilir. Bu istek: {{status}}.',
  'Only a pending or approved tour request can be declined. This one is {{status}}.':
    'Yalnızca bekleyen veya onaylanmış bir tur isteği reddedilebilir. Bu istek: {{status}}.',
  'Only a pending or approved tour request can be canceled. This one is {{status}}.':
    'Yalnızca bekleyen veya onaylanmış bir tur isteği iptal edilebilir. Bu istek: {{status}}.',
  pending: 'bekliyor',
  approved: 'onaylandı',
  declined: 'reddedildi',
  canceled: 'iptal edildi',
  'An approved tour cannot be moved. Cancel it and request a new time.':
    'Onaylanmış bir tur taşınamaz. İptal edip yeni bir saat isteyin.',
  'A canceled tour request cannot be moved. Please make a new request.':
    'İptal edilmiş bir tur isteği taşınamaz. Lütfen yeni bir istek yapın.',
  'An approved tour cannot be deleted. Cancel it first.':
    'Onaylanmış bir tur silinemez. Önce iptal edin.',
  'The time of this tour has passed.': 'Bu turun zamanı geçti.',
  'Another tour request for this time has been approved, so this one is declined.':
    'Bu saat için başka bir tur isteği onaylandı, bu yüzden bu istek reddedildi.',
  'This tour request was changed in the meantime. Please reload and try again.':
    'Bu tur isteği bu arada değişti. Lütfen sayfayı yenileyip yeniden deneyin.',
  'Choose one of your adverts to see its tour requests.':
    'Tur isteklerini görmek için ilanlarınızdan birini seçin.',
  'You can only see the tour requests of your own adverts.':
    'Yalnızca kendi ilanlarınızın tur isteklerini görebilirsiniz.',
  'Only staff can list the tour requests of a person.':
    'Bir kişinin tur isteklerini yalnızca personel listeleyebilir.',
  'The tour request was approved.': 'Tur isteği onaylandı.',
  'The tour request was declined.': 'Tur isteği reddedildi.',
  'The tour request was canceled.': 'Tur isteği iptal edildi.',
  'The tour time was changed. The owner will answer again.':
    'Tur zamanı değiştirildi. İlan sahibi yeniden yanıt verecek.',
  'The tour request was deleted.': 'Tur isteği silindi.',
  'This conversation does not exist.': 'Bu konuşma mevcut değil.',
  'This advert does not exist or is not public.': 'Bu ilan mevcut değil veya herkese açık değil.',
  'This is your own advert: you cannot send a message about it to yourself.':
    'Bu sizin kendi ilanınız: kendinize bu ilan hakkında mesaj gönderemezsiniz.',
  'This advert was removed': 'Bu ilan kaldırıldı',
  'This person deleted their account: you can no longer reply.':
    'Bu kişi hesabını sildi: artık yanıt veremezsiniz.',
  'Please write a message.': 'Lütfen bir mesaj yazın.',
  'A message can be at most 2000 characters.': 'Bir mesaj en fazla 2000 karakter olabilir.',
  'This favourite does not exist.': 'Bu favori mevcut değil.',
  'The favourite was removed.': 'Favori kaldırıldı.',
  'This saved search does not exist.': 'Bu kayıtlı arama mevcut değil.',
  'You can keep at most 20 saved searches. Delete one to save another.':
    'En fazla 20 kayıtlı arama tutabilirsiniz. Başka birini kaydetmek için birini silin.',
  'The saved search was deleted.': 'Kayıtlı arama silindi.',
  'You will get no more e-mails about this saved search.':
    'Bu kayıtlı arama hakkında artık e-posta almayacaksınız.',
  'This unsubscribe link is not valid. Open your saved searches to change alerts.':
    'Bu abonelikten çıkma bağlantısı geçerli değil. Uyarıları değiştirmek için kayıtlı aramalarınızı açın.',
  'This unsubscribe link is not valid.': 'Bu abonelikten çıkma bağlantısı geçerli değil.',
  'You will get no more price-drop e-mails. You can switch them on again on your profile.':
    'Artık fiyat düşüşü e-postası almayacaksınız. Profilinizden yeniden açabilirsiniz.',
  'This unsubscribe link is not valid. Switch price-drop e-mails off on your profile instead.':
    'Bu abonelikten çıkma bağlantısı geçerli değil. Bunun yerine fiyat düşüşü e-postalarını profilinizden kapatın.',
};
