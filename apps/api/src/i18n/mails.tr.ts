import type { MAILS_EN } from './mails.en';

/** The e-mails' sentences in Turkish: the same names as in English, none left out. */
export const MAILS_TR: Record<keyof typeof MAILS_EN, string> = {
  hello: 'Merhaba {{name}},',
  helloAnonymous: 'Merhaba,',
  'confirm.subject': 'Kaydınızı onaylayın',
  'confirm.body': 'lütfen 24 saat içinde bu bağlantıyı açarak kaydınızı onaylayın:',
  'emailLink.subject': 'Yeni e-posta adresinizi onaylayın',
  'emailLink.body':
    'lütfen 24 saat içinde bu bağlantıyı açarak {{email}} adresini hesabınızın yeni e-posta adresi olarak onaylayın:',
  'emailLink.after':
    'O zamana kadar mevcut adresinizle giriş yaparsınız. Bunu siz istemediyseniz bu e-postayı dikkate almayın.',
  'emailNotice.subject': 'E-posta adresiniz değiştiriliyor',
  'emailNotice.body':
    'e-posta adresiniz {{email}} olarak değiştiriliyor. Değişiklik, o adrese gönderdiğimiz bağlantı 24 saat içinde açıldığında yapılır; o zamana kadar bu adresle giriş yaparsınız.',
  'emailNotice.cancel': 'Bunu siz istemediyseniz değişikliği bu bağlantıyla iptal edin:',
  'emailNotice.after':
    'Ardından {{link}} adresinden yeni bir şifre belirleyin: değişikliği isteyen kişi mevcut şifrenizi biliyor. Yeni bir şifre de değişikliği iptal eder.',
  'emailChanged.subject': 'Hesabınızın e-posta adresi değiştirildi',
  'emailChanged.body':
    'hesabınızın e-posta adresi artık {{email}}. Bu adresle artık giriş yapılamaz.',
  'emailChanged.revert':
    'Bunu siz yapmadıysanız 7 gün içinde bu bağlantıyla bu adresi geri alın. Bağlantı hesabın tüm oturumlarını da kapatır:',
  'alreadyRegistered.subject': 'Zaten bir hesabınız var',
  'alreadyRegistered.body':
    'biri, belki siz, bu e-posta adresiyle kaydolmaya çalıştı. Bu adresin zaten bir hesabı olduğu için hiçbir şey değiştirilmedi.',
  'alreadyRegistered.login': 'Giriş yapın: {{link}}',
  'alreadyRegistered.forgot': 'Şifrenizi mi unuttunuz? Yeni bir şifre belirleyin: {{link}}',
  'alreadyRegistered.after': 'Bu siz değilseniz bu e-postayı dikkate almayın.',
  'reset.subject': 'Şifre sıfırlama kodunuz',
  'reset.body': 'şifre sıfırlama kodunuz {{code}}. Bir kez ve 30 dakika boyunca geçerlidir.',
  'reset.enter': 'Kodu şurada girin: {{link}}',
  'reset.after': 'Bunu siz istemediyseniz bu e-postayı dikkate almayın.',
  'activated.subject': '"{{title}}" ilanınız yayında',
  'activated.body': '"{{title}}" ilanınız onaylandı ve artık herkese açık: {{link}}',
  'rejected.subject': '"{{title}}" ilanınız reddedildi',
  'rejected.body': '"{{title}}" ilanınız reddedildi.',
  'rejected.reason': 'Gerekçe: {{reason}}',
  'rejected.noReason': 'Bir gerekçe belirtilmedi.',
  'rejected.after': 'İlanı düzenleyip yeniden incelemeye gönderebilirsiniz: {{link}}',
  'reason.PICTURES': 'Fotoğraflar mülkü göstermiyor',
  'reason.PRICE': 'Fiyat eksik veya yanlış',
  'reason.DUPLICATE': 'Mükerrer ilan',
  'reason.CONTACT_IN_TEXT': 'Metinde iletişim bilgisi var',
  'reason.OTHER': 'Diğer',
  'revisionApproved.subject': '"{{title}}" ilanındaki değişiklikleriniz yayında',
  'revisionApproved.body':
    '"{{title}}" ilanındaki değişiklikleriniz onaylandı ve artık herkese açık: {{link}}',
  'revisionRejected.subject': '"{{title}}" ilanındaki değişiklikleriniz onaylanmadı',
  'revisionRejected.body':
    '"{{title}}" ilanındaki değişiklikleriniz onaylanmadı; ilan eski haliyle yayında kalıyor.',
  'revisionRejected.after': 'İlanı yeniden düzenleyebilirsiniz: {{link}}',
  'tour.when': '{{date}}, saat {{time}} ({{zone}} saatiyle)',
  'tour.decide': 'Onaylamak veya reddetmek için: {{link}}',
  'tour.new.subject': '"{{title}}" için yeni tur isteği',
  'tour.new.body': '{{guest}}, "{{title}}" ilanını {{when}} gezmek istiyor.',
  'tour.movedAgain.subject': '"{{title}}" için bir tur isteği yeniden taşındı',
  'tour.movedAgain.body':
    '{{guest}} zamanı yeniden değiştirdi ve artık "{{title}}" ilanını {{when}} gezmek istiyor.',
  'tour.approved.subject': '"{{title}}" turunuz onaylandı',
  'tour.approved.body':
    '{{owner}}, "{{title}}" için {{when}} turunuzu onayladı. Ekteki davet turu takviminize ekler.',
  'tour.address': 'Adres: {{address}}',
  'tour.map': 'Harita: {{link}}',
  'tour.yourRequests': 'Tur istekleriniz: {{link}}',
  'tour.waiting.subject': '"{{title}}" için bir tur isteği yanıtınızı bekliyor',
  'tour.waiting.body':
    '{{guest}} bir gün önce "{{title}}" ilanını {{when}} gezmek istedi ve hâlâ yanıtınızı bekliyor.',
  'tour.declined.subject': '"{{title}}" için tur isteğiniz reddedildi',
  'tour.declined.body':
    '"{{title}}" için {{when}} turunuz reddedildi. Başka bir zaman seçebilirsiniz: {{link}}',
  'tour.advertRemoved.subject': '"{{title}}" turunuz iptal edildi',
  'tour.advertRemoved.body':
    '"{{title}}" için {{when}} planlanan turunuz, ilan siteden kaldırıldığı için iptal edildi.',
  'tour.advertRemoved.calendar': 'Ekteki dosya turu takviminizden kaldırır.',
  'tour.reminderGuest.subject': 'Hatırlatma: "{{title}}" turunuz yarın',
  'tour.reminderGuest.body': 'Hatırlatma: "{{title}}" ilanını {{when}} {{owner}} ile geziyorsunuz.',
  'tour.reminderOwner.subject': 'Hatırlatma: "{{title}}" turu yarın',
  'tour.reminderOwner.body': 'Hatırlatma: {{guest}}, "{{title}}" ilanını {{when}} geziyor.',
  'priceDrops.subject_one': 'Fiyat düştü: "{{title}}"',
  'priceDrops.subject_other': '{{count}} favorinizin fiyatı düştü',
  'priceDrops.intro_one': 'Favorilerinizden biri artık daha ucuz:',
  'priceDrops.intro_other': '{{count}} favoriniz artık daha ucuz:',
  'priceDrops.all': 'Tüm favorileriniz',
  'priceDrops.stop':
    'Bu e-postaları durdurmak için profilinizde "Fiyat düşüşü e-postaları"nı kapatın: {{link}}',
  'priceDrops.stopHtml':
    'Bu e-postaları durdurmak için <a href="{{link}}">profilinizde</a> “Fiyat düşüşü e-postaları”nı kapatın.',
  'priceDrops.unsubscribe': 'Tüm fiyat düşüşü e-postalarını durdurun',
  'alert.subject_one': '{{name}} için {{count}} yeni ev',
  'alert.subject_other': '{{name}} için {{count}} yeni ev',
  'alert.today_one': 'Bugün {{count}} yeni ev {{name}} kayıtlı aramanıza uydu.',
  'alert.today_other': 'Bugün {{count}} yeni ev {{name}} kayıtlı aramanıza uydu.',
  'alert.justNow_one': 'Az önce {{count}} yeni ev {{name}} kayıtlı aramanıza uydu.',
  'alert.justNow_other': 'Az önce {{count}} yeni ev {{name}} kayıtlı aramanıza uydu.',
  'alert.more_one': 'Ve {{count}} tane daha',
  'alert.more_other': 'Ve {{count}} tane daha',
  'alert.see': 'Aramayı görün',
  'alert.stop': 'Bu e-postaları durdurun',
  'message.subject': '"{{title}}" hakkında yeni mesaj',
  'message.body': '{{sender}}, "{{title}}" hakkında yazdı:',
  'message.answer': 'Okumak ve yanıtlamak için: {{link}}',
  'message.pace':
    'Mesajlar okunmadan beklerken her konuşma için en fazla 15 dakikada bir e-posta alırsınız.',
  'goodbye.subject': 'Hesabınız silindi',
  'goodbye.bySelf':
    'İsteğiniz üzerine {{email}} hesabınız {{date}} tarihinde silindi. Şunları kaldırdık:',
  'goodbye.byStaff':
    'Site yetkilileri {{email}} hesabınızı {{date}} tarihinde sildi. Şunları kaldırdık:',
  'goodbye.profile': 'profiliniz, fotoğrafınız, giriş bilgileriniz ve etkinlik geçmişiniz',
  'goodbye.adverts_one': 'resimleri ve tur talepleriyle {{count}} ilan',
  'goodbye.adverts_other': 'resimleri ve tur talepleriyle {{count}} ilan',
  'goodbye.favourites_one': '{{count}} favori',
  'goodbye.favourites_other': '{{count}} favori',
  'goodbye.searches_one': 'e-posta uyarılarıyla {{count}} kayıtlı arama',
  'goodbye.searches_other': 'e-posta uyarılarıyla {{count}} kayıtlı arama',
  'goodbye.tours_one': 'yaptığınız {{count}} tur talebi',
  'goodbye.tours_other': 'yaptığınız {{count}} tur talebi',
  'goodbye.kept': 'Yazıştığınız mesajlar, adınız olmadan karşı tarafta kalır.',
  'goodbye.notYou': 'Bunu siz istemediyseniz bize {{link}} adresinden yazın.',
  'goodbye.thanks': 'Siteyi kullandığınız için teşekkür ederiz.',
  'agencyInvite.subject': '{{agency}} sizi ajansa katılmaya davet ediyor',
  'agencyInvite.body':
    '{{inviter}} sizi {{agency}} emlak ajansına danışman olarak katılmaya davet ediyor. Kabul etmek için bu bağlantıyı 7 gün içinde açın; hesabınız yoksa önce bu e-posta adresiyle kaydolun:',
  'agencyInvite.after': 'Bu ajansı tanımıyorsanız bu e-postayı dikkate almayın.',
  'agencyVerified.subject': '{{agency}} ajansınız doğrulandı',
  'agencyVerified.body':
    'ekibimiz {{agency}} ajansını inceledi: ilanları ve sayfası artık "doğrulandı" rozetini gösteriyor.',
  'agencyRefused.subject': '{{agency}} ajansınız doğrulanamadı',
  'agencyRefused.body':
    'ekibimiz {{agency}} ajansını doğrulayamadı. Ajans rozetsiz çalışmaya devam eder.',
  'agencyRefused.after':
    'Bilgilerini {{link}} adresinden düzeltin; kaydedilen bir değişiklik onu yeniden incelemeye gönderir.',
  'agencyFeedFailed.subject': '{{agency}} ajansının beslemesinin günlük aktarımı başarısız oldu',
  'agencyFeedFailed.body':
    'ajansınızın katalog beslemesinin bugünkü aktarımı çalışmadı, bu yüzden ilanlarınız olduğu gibi kaldı:',
  'agencyFeedFailed.after':
    'Beslemeyi ajans yazılımınızda veya adresini {{link}} sayfasında kontrol edin. Bir sonraki deneme yarın.',
};
