/**
 * Turkish for the forms' and queries' common sentences and the sentences built of parts (the
 * waits of the limits, a field's name before its message). Read last: the general templates
 * only after every exact sentence.
 */
export const COMMON_TR: Record<string, string> = {
  Required: 'Zorunlu',
  'Unknown field': 'Bilinmeyen alan',
  'Invalid input': 'Geçersiz giriş',
  'Invalid email': 'Geçersiz e-posta',
  'Invalid email address': 'Geçersiz e-posta adresi',
  'Invalid role': 'Geçersiz rol',
  'At least 8 characters': 'En az 8 karakter',
  'At least 4 characters': 'En az 4 karakter',
  'One lowercase char': 'Bir küçük harf',
  'One uppercase char': 'Bir büyük harf',
  'One number': 'Bir rakam',
  'Passwords must match': 'Şifreler aynı olmalıdır',
  'Phone must be digits, optionally starting with +':
    'Telefon rakamlardan oluşmalı, isteğe bağlı olarak + ile başlayabilir',
  'Phone must have at least 6 digits': 'Telefon en az 6 rakam içermelidir',
  'Must be a number': 'Bir sayı olmalıdır',
  'Must be a positive number': 'Pozitif bir sayı olmalıdır',
  'Must be a whole number': 'Bir tam sayı olmalıdır',
  'Is too large': 'Çok büyük',
  'Must be a date like 2026-12-01': '2026-12-01 gibi bir tarih olmalıdır',
  'Must be a real calendar date': 'Gerçek bir takvim tarihi olmalıdır',
  'Must be an http(s) address': 'Bir http(s) adresi olmalıdır',
  'Price has at most two decimals': 'Fiyatın en fazla iki ondalık basamağı olabilir',
  'Price is too large': 'Fiyat çok büyük',
  'Tours start on the hour or the half hour': 'Turlar saat başında veya buçukta başlar',
  'Viewing hours must end after they start': 'Gezme saatleri başladıktan sonra bitmelidir',
  'Please give the search a name': 'Lütfen aramaya bir ad verin',
  'Use one line without line breaks or control characters.':
    'Satır sonu veya denetim karakteri olmadan tek satır kullanın.',
  'Remove the control characters; only line breaks and tabs are allowed.':
    'Denetim karakterlerini kaldırın; yalnızca satır sonları ve sekmelere izin verilir.',
  'Remove the invisible formatting characters.': 'Görünmez biçimlendirme karakterlerini kaldırın.',
  'Send the request body as JSON (Content-Type: application/json), or pictures as multipart/form-data.':
    'İstek gövdesini JSON (Content-Type: application/json) olarak, resimleri multipart/form-data olarak gönderin.',
  'Max {{n}} characters': 'En fazla {{n}} karakter',
  '{{n}} seconds': '{{n}} saniye',
  '{{n}} second': '{{n}} saniye',
  '{{n}} minutes': '{{n}} dakika',
  '{{n}} minute': '{{n}} dakika',
  '{{n}} hours': '{{n}} saat',
  '{{n}} hour': '{{n}} saat',
  'You have made too many {{what}}.': 'Çok fazla {{what}} yaptınız.',
  'Too many {{what}} from your network.': 'Ağınızdan çok fazla {{what}} geldi.',
  '{{first}} Please wait {{wait}} and try again.':
    '{{first}} Lütfen {{wait}} bekleyip yeniden deneyin.',
  '{{field}} must be a number': '{{field}} bir sayı olmalıdır',
  '{{field}} is too large': '{{field}} çok büyük',
  '{{field}} must be true or false': '{{field}} true veya false olmalıdır',
  '{{field}} must be at least {{n}}': '{{field}} en az {{n}} olmalıdır',
  '{{field}} must be at most {{n}}': '{{field}} en fazla {{n}} olmalıdır',
  '{{field}} must be at most {{n}} characters': '{{field}} en fazla {{n}} karakter olabilir',
  '{{field}}: {{message}}': '{{field}}: {{message}}',
};

/** What each limited action is called in its refusal (lib/write-limits), in Turkish. */
export const ACTIONS_TR: Record<string, string> = {
  'new adverts': 'yeni ilan',
  'advert changes': 'ilan değişikliği',
  'picture uploads': 'resim yükleme',
  'picture changes': 'resim değişikliği',
  'favourite changes': 'favori değişikliği',
  'tour time changes': 'tur zamanı değişikliği',
  'tour requests': 'tur isteği',
  'viewing hours changes': 'gezme saati değişikliği',
  messages: 'mesaj',
  registrations: 'kayıt',
  'saved search changes': 'kayıtlı arama değişikliği',
  'confirmation e-mail requests': 'onay e-postası isteği',
  'e-mail address changes': 'e-posta adresi değişikliği',
  'profile changes': 'profil değişikliği',
  'photo changes': 'fotoğraf değişikliği',
  'password changes': 'şifre değişikliği',
  'new conversations': 'yeni konuşma',
  'conversation messages': 'konuşma mesajı',
  'phone number requests': 'telefon numarası isteği',
  'account deletion attempts': 'hesap silme denemesi',
  'data downloads': 'veri indirme',
};
