/** Turkish for agencies, their members and their verification, keyed by the English text. */
export const AGENCIES_TR: Record<string, string> = {
  'This agency does not exist.': 'Bu ajans mevcut değil.',
  'You already belong to an agency: leave it before you create or join another.':
    'Zaten bir ajansa üyesiniz: başka bir ajans kurmadan veya katılmadan önce ondan ayrılın.',
  "Only the agency's owner can do this.": 'Bunu yalnızca ajansın sahibi yapabilir.',
  'This person already belongs to an agency.': 'Bu kişi zaten bir ajansa üye.',
  'This invitation is no longer valid: ask the agency for a new one.':
    'Bu davet artık geçerli değil: ajanstan yeni bir davet isteyin.',
  'This invitation was sent to another e-mail address: log in with the address it was sent to.':
    'Bu davet başka bir e-posta adresine gönderildi: davetin gönderildiği adresle giriş yapın.',
  'This person is not a member of your agency.': 'Bu kişi ajansınızın üyesi değil.',
  'You cannot remove yourself: leave the agency instead.':
    'Kendinizi çıkaramazsınız: bunun yerine ajanstan ayrılın.',
  'Hand the ownership on to another member before you leave.':
    'Ayrılmadan önce sahipliği başka bir üyeye devredin.',
  'This member already owns the agency.': 'Bu üye zaten ajansın sahibi.',
  'This agency has already been verified.': 'Bu ajans hakkında zaten karar verildi.',
  'This agency is closed.': 'Bu ajans kapatıldı.',
  'The name can be at most 100 characters.': 'Ad en fazla 100 karakter olabilir.',
  'The licence number can be at most 50 characters.':
    'Lisans numarası en fazla 50 karakter olabilir.',
  'The address can be at most 200 characters.': 'Adres en fazla 200 karakter olabilir.',
  'Enter a phone number we can call, with its country code, such as +90 212 555 01 02.':
    'Arayabileceğimiz bir telefon numarasını ülke koduyla girin, örneğin +90 212 555 01 02.',
  'Choose the country, city and district': 'Ülkeyi, şehri ve ilçeyi seçin',
  'Write the reason for the refusal.': 'Reddetme nedenini yazın.',
  'The reason can be at most 500 characters.': 'Neden en fazla 500 karakter olabilir.',
  'action must be APPROVE or REFUSE': 'action APPROVE veya REFUSE olmalıdır',
  'status must be PENDING, VERIFIED or REFUSED': 'status PENDING, VERIFIED veya REFUSED olmalıdır',
  'The invitation link is incomplete: open the link from the e-mail again.':
    'Davet bağlantısı eksik: e-postadaki bağlantıyı yeniden açın.',
  'userId must be a member of the agency': 'userId ajansın bir üyesi olmalıdır',
  'You are not a member of an agency.': 'Bir ajansın üyesi değilsiniz.',
  'This advert does not exist or is not one of your agency’s.':
    'Bu ilan mevcut değil veya ajansınızın ilanı değil.',
  'agent must be a number': 'agent bir sayı olmalıdır',
  'Choose a member': 'Bir üye seçin',
  'agency changes': 'ajans değişikliği',
  invitations: 'davet',
  'agency member changes': 'ajans üye değişikliği',
  'advert reassignments': 'ilan devri',
  'catalogue imports': 'katalog aktarımı',
  'Enter the feed’s http or https address.': 'Beslemenin http veya https adresini girin.',
  'Choose a CSV or JSON file of your listings.': 'İlanlarınızın CSV veya JSON dosyasını seçin.',
  'Send one file at a time.': 'Her seferinde bir dosya gönderin.',
  'An import of your agency is still running: wait for it to finish.':
    'Ajansınızın bir aktarımı hâlâ sürüyor: bitmesini bekleyin.',
  'This import does not exist.': 'Bu aktarım mevcut değil.',
  'The file is not UTF-8 text.': 'Dosya UTF-8 metin değil.',
  'dryRun must be true or false': 'dryRun true veya false olmalıdır',
  'full must be true or false': 'full true veya false olmalıdır',
  'agency decisions': 'ajans kararı',
};
