/** Turkish for the accounts', users' and the framework's sentences, keyed by the English text. */
export const ACCOUNTS_TR: Record<string, string> = {
  'Wrong email or password.': 'E-posta veya şifre yanlış.',
  'Please confirm your e-mail address before logging in. We sent you a confirmation link when you registered.':
    'Giriş yapmadan önce lütfen e-posta adresinizi onaylayın. Kaydolduğunuzda size bir onay bağlantısı gönderdik.',
  'Too many failed login attempts.': 'Çok fazla başarısız giriş denemesi.',
  'Too many wrong current passwords.': 'Mevcut şifre çok kez yanlış girildi.',
  'Too many password reset requests.': 'Çok fazla şifre sıfırlama isteği.',
  'Too many wrong reset codes.': 'Çok kez yanlış sıfırlama kodu girildi.',
  'Too many registrations from your network.': 'Ağınızdan çok fazla kayıt yapıldı.',
  'Too many attempts to register this e-mail address.':
    'Bu e-posta adresini kaydetmek için çok fazla deneme yapıldı.',
  'If an account with this e-mail address is waiting for confirmation, we have sent a new confirmation link to it.':
    'Bu e-posta adresiyle onay bekleyen bir hesap varsa, ona yeni bir onay bağlantısı gönderdik.',
  'We have sent a confirmation link to {{email}}. Your e-mail address changes when you open it.':
    '{{email}} adresine bir onay bağlantısı gönderdik. Bağlantıyı açtığınızda e-posta adresiniz değişir.',
  'Your e-mail address is now {{email}}. Log in with it from now on.':
    'E-posta adresiniz artık {{email}}. Bundan sonra bu adresle giriş yapın.',
  'This is already your e-mail address.': 'Bu zaten sizin e-posta adresiniz.',
  'This link cannot be used.': 'Bu bağlantı kullanılamaz.',
  'The change of your e-mail address is cancelled. If you did not ask for it, someone knows your password: choose a new one now.':
    'E-posta adresinizin değişikliği iptal edildi. Bunu siz istemediyseniz biri şifrenizi biliyor: hemen yeni bir şifre belirleyin.',
  'Your e-mail address is {{email}} again and every session has ended. Choose a new password now: whoever changed the address knows the old one.':
    'E-posta adresiniz yeniden {{email}} ve tüm oturumlar kapatıldı. Hemen yeni bir şifre belirleyin: adresi değiştiren kişi eski şifreyi biliyor.',
  'Your old e-mail address now belongs to another account, so it cannot be put back. Please write to us from the Contact page.':
    'Eski e-posta adresiniz artık başka bir hesaba ait, bu yüzden geri alınamaz. Lütfen İletişim sayfasından bize yazın.',
  'Your registration is confirmed. You can log in now.':
    'Kaydınız onaylandı. Artık giriş yapabilirsiniz.',
  'This confirmation link is invalid or has expired.':
    'Bu onay bağlantısı geçersiz veya süresi dolmuş.',
  'If an account exists for this e-mail address, we have sent a reset code to it.':
    'Bu e-posta adresine ait bir hesap varsa, ona bir sıfırlama kodu gönderdik.',
  'The reset code is wrong or has expired.': 'Sıfırlama kodu yanlış veya süresi dolmuş.',
  'Change Password was created successfully': 'Şifre başarıyla değiştirildi',
  'Your current password is wrong.': 'Mevcut şifreniz yanlış.',
  'The new password must be different from the current one.':
    'Yeni şifre mevcut şifreden farklı olmalıdır.',
  'You are logged out.': 'Oturumunuz kapatıldı.',
  'You are the last administrator: make another person an administrator before deleting your account.':
    'Son yöneticisiniz: hesabınızı silmeden önce başka birini yönetici yapın.',
  'Your account no longer exists.': 'Hesabınız artık mevcut değil.',
  'Choose one of the languages: en, tr': 'Dillerden birini seçin: en, tr',
  'Your photo was saved.': 'Fotoğrafınız kaydedildi.',
  'Your photo was removed.': 'Fotoğrafınız kaldırıldı.',
  'Choose a picture to upload.': 'Yüklenecek bir resim seçin.',
  'Send one picture.': 'Tek bir resim gönderin.',
  'Send the picture in the multipartFile field.': 'Resmi multipartFile alanında gönderin.',
  'User Delete successful...': 'Kullanıcı başarıyla silindi...',
  'User Updated successful...': 'Kullanıcı başarıyla güncellendi...',
  'This user does not exist.': 'Bu kullanıcı mevcut değil.',
  'Managers can only edit and delete customer accounts.':
    'Müdürler yalnızca müşteri hesaplarını düzenleyip silebilir.',
  'Only an administrator can change roles.': 'Rolleri yalnızca bir yönetici değiştirebilir.',
  'You cannot change your own role.': 'Kendi rolünüzü değiştiremezsiniz.',
  'You cannot delete your own account here.': 'Kendi hesabınızı burada silemezsiniz.',
  'The marketplace needs at least one administrator.': 'Pazaryerinin en az bir yöneticisi olmalı.',
  'You need to log in to do this.': 'Bunu yapmak için giriş yapmanız gerekir.',
  'You are not allowed to do this.': 'Bunu yapmaya yetkiniz yok.',
  'Not found.': 'Bulunamadı.',
  'The service is briefly unavailable, please try again in a moment.':
    'Hizmet kısa süreliğine kullanılamıyor, lütfen birazdan yeniden deneyin.',
  'The request body is not valid JSON.': 'İstek gövdesi geçerli bir JSON değil.',
  'The request body is empty.': 'İstek gövdesi boş.',
  'The request body is too large.': 'İstek gövdesi çok büyük.',
  'The request body length is wrong.': 'İstek gövdesinin uzunluğu yanlış.',
  'The request body is missing or malformed.': 'İstek gövdesi eksik veya bozuk.',
  'The file is too large.': 'Dosya çok büyük.',
  'Too many files in one request.': 'Tek istekte çok fazla dosya var.',
  'The address is not valid: a % sign must start a code such as %20.':
    'Adres geçerli değil: % işareti %20 gibi bir kodu başlatmalıdır.',
  'A part of the address is too long.': 'Adresin bir bölümü çok uzun.',
  'Send the file as multipart/form-data.': 'Dosyayı multipart/form-data olarak gönderin.',
  'Something went wrong on our side.': 'Bizim tarafımızda bir sorun oluştu.',
  'Something went wrong on our side. Reference: {{reference}}':
    'Bizim tarafımızda bir sorun oluştu. Referans: {{reference}}',
  'No endpoint {{method}} {{path}}': '{{method}} {{path}} diye bir uç nokta yok',
};
