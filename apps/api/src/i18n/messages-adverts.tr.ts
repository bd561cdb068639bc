/** Turkish for the adverts', pictures' and catalogue's sentences, keyed by the English text. */
export const ADVERTS_TR: Record<string, string> = {
  'The reason must be at most 500 characters': 'Gerekçe en fazla 500 karakter olabilir',
  'status is required': 'status zorunludur',
  'Choose at least one advert': 'En az bir ilan seçin',
  'Choose at most 100 adverts': 'En fazla 100 ilan seçin',
  'reasonCode must be one of PICTURES, PRICE, DUPLICATE, CONTACT_IN_TEXT, OTHER':
    'reasonCode şunlardan biri olmalıdır: PICTURES, PRICE, DUPLICATE, CONTACT_IN_TEXT, OTHER',
  'Write the reason when you choose Other': 'Diğer seçeneğinde gerekçeyi yazın',
  'Some of the chosen adverts no longer exist; nothing was changed.':
    'Seçilen ilanların bazıları artık mevcut değil; hiçbir şey değiştirilmedi.',
  'This advert changed since you opened it. Review it again.':
    'Bu ilan siz açtıktan sonra değişti. Yeniden inceleyin.',
  'Send the version of the advert you reviewed': 'İncelediğiniz ilan sürümünü gönderin',
  'Send the version you reviewed of every chosen advert':
    'Seçilen her ilanın incelediğiniz sürümünü gönderin',
  "Required and don't use space character!": 'Zorunludur ve boşluk karakteri kullanmayın!',
  'Price must be 0 or more': 'Fiyat 0 veya daha fazla olmalıdır',
  'Title must be at most 150 characters': 'Başlık en fazla 150 karakter olabilir',
  'Description must be at most 5000 characters': 'Açıklama en fazla 5000 karakter olabilir',
  'Location must be at most 300 characters': 'Konum en fazla 300 karakter olabilir',
  'A property value must be at most 200 characters':
    'Bir özellik değeri en fazla 200 karakter olabilir',
  'Title is required': 'Başlık zorunludur',
  'Title must be at most 40 characters': 'Başlık en fazla 40 karakter olabilir',
  'The map area is too large for zoom {{zoom}}: zoom out or show a smaller area.':
    'Harita alanı {{zoom}} yakınlaştırması için çok büyük: uzaklaştırın veya daha küçük bir alan gösterin.',
  'Many searches are running right now.': 'Şu anda çok sayıda arama yapılıyor.',
  'This search took too long.': 'Bu arama çok uzun sürdü.',
  'bbox must be four numbers separated by commas: minLng,minLat,maxLng,maxLat':
    'bbox virgülle ayrılmış dört sayı olmalıdır: minLng,minLat,maxLng,maxLat',
  'bbox longitudes must be between -180 and 180 and latitudes between -90 and 90':
    'bbox boylamları -180 ile 180, enlemleri -90 ile 90 arasında olmalıdır',
  'bbox corners are swapped: minLng must not be above maxLng, nor minLat above maxLat (minLng,minLat,maxLng,maxLat)':
    'bbox köşeleri yer değiştirmiş: minLng maxLng değerinden, minLat maxLat değerinden büyük olamaz (minLng,minLat,maxLng,maxLat)',
  'Category name is required': 'Kategori adı zorunludur',
  'Category name must be at most 60 characters': 'Kategori adı en fazla 60 karakter olabilir',
  'The Turkish category name must be at most 60 characters':
    'Kategorinin Türkçe adı en fazla 60 karakter olabilir',
  'A Turkish property name must be at most 60 characters':
    'Bir özelliğin Türkçe adı en fazla 60 karakter olabilir',
  'A Turkish unit must be at most 20 characters': 'Türkçe birim en fazla 20 karakter olabilir',
  'The Turkish title must be at most 40 characters': 'Türkçe başlık en fazla 40 karakter olabilir',
  'Slug is required': 'Slug zorunludur',
  'min5 char': 'en az 5 karakter',
  'The slug must not contain spaces': 'Slug boşluk içermemelidir',
  'Use lower-case letters, digits and hyphens only':
    'Yalnızca küçük harf, rakam ve kısa çizgi kullanın',
  'Slug must be at most 80 characters': 'Slug en fazla 80 karakter olabilir',
  'This slug is the name of a page of the site; choose another':
    'Bu slug sitedeki bir sayfanın adı; başka birini seçin',
  'Icon is required': 'Simge zorunludur',
  'Choose one of the offered icons': 'Sunulan simgelerden birini seçin',
  'Sequence is required': 'Sıra zorunludur',
  'Sequence must be a whole number from 0 to 9999':
    'Sıra 0 ile 9999 arasında bir tam sayı olmalıdır',
  'A property name must not be empty': 'Özellik adı boş olamaz',
  'A property name must be at most 60 characters': 'Özellik adı en fazla 60 karakter olabilir',
  'Each property name may appear only once': 'Her özellik adı yalnızca bir kez geçebilir',
  'A category may have at most 50 properties': 'Bir kategorinin en fazla 50 özelliği olabilir',
  'Only JPEG, PNG or WebP images are accepted.':
    'Yalnızca JPEG, PNG veya WebP resimler kabul edilir.',
  'An image may be at most 5 MB.': 'Bir resim en fazla 5 MB olabilir.',
  'An advert may have at most 10 images.': 'Bir ilanın en fazla 10 resmi olabilir.',
  'Imgas is deleted successfully': 'Resim başarıyla silindi',
  'This Advert is deleted successfully': 'İlan başarıyla silindi',
  'Send each picture in the multipartFile field.': 'Her resmi multipartFile alanında gönderin.',
  'The upload was cut off or is not a valid multipart form; please send it again.':
    'Yükleme yarıda kesildi veya geçerli bir multipart form değil; lütfen yeniden gönderin.',
  'List every picture of the advert exactly once.':
    'İlanın her resmini tam olarak bir kez listeleyin.',
  'Send one {{key}} per picture.': 'Her resim için bir {{key}} gönderin.',
  'This picture does not exist.': 'Bu resim mevcut değil.',
  'This picture waits for review: it can be the featured picture once staff approve it.':
    'Bu resim incelemede: yöneticiler onayladıktan sonra vitrin resmi yapılabilir.',
  'No such image.': 'Böyle bir resim yok.',
  'Latitude must be a number between -90 and 90': 'Enlem -90 ile 90 arasında bir sayı olmalıdır',
  'Longitude must be a number between -180 and 180':
    'Boylam -180 ile 180 arasında bir sayı olmalıdır',
  'The map point is outside the chosen country: move the pin into it':
    'Harita noktası seçilen ülkenin dışında: iğneyi ülkenin içine taşıyın',
  'Choose number, yes/no, text or choice': 'Sayı, evet/hayır, metin veya seçim seçin',
  'A unit must be at most 20 characters': 'Birim en fazla 20 karakter olabilir',
  'The minimum must not be above the maximum': 'En küçük değer en büyük değerden büyük olamaz',
  'A choice property needs at least one choice': 'Seçimli bir özelliğin en az bir seçeneği olmalı',
  'A choice must be at most 60 characters': 'Bir seçenek en fazla 60 karakter olabilir',
  'Each choice may appear only once': 'Her seçenek yalnızca bir kez geçebilir',
  'A property may have at most 50 choices': 'Bir özelliğin en fazla 50 seçeneği olabilir',
  'A Turkish choice must not be blank (null leaves it to the English one)':
    'Türkçe seçenek boş olamaz (null bırakılırsa İngilizcesi gösterilir)',
  'A Turkish choice must be at most 60 characters': 'Türkçe seçenek en fazla 60 karakter olabilir',
  'Give one Turkish choice for each choice, in the same order':
    'Her seçenek için aynı sırada bir Türkçe ad verin',
  'Each Turkish choice may appear only once': 'Her Türkçe seçenek yalnızca bir kez geçebilir',
  'Currency must be one of USD, EUR, GBP, TRY': 'Para birimi USD, EUR, GBP, TRY’den biri olmalıdır',
  'This category does not exist.': 'Bu kategori mevcut değil.',
  'This city does not exist.': 'Bu şehir mevcut değil.',
  'This country does not exist.': 'Bu ülke mevcut değil.',
  'A category with this name already exists.': 'Bu adla bir kategori zaten var.',
  'Another category already uses this slug.': 'Bu slug başka bir kategoride kullanılıyor.',
  'Another category already uses this name or slug.':
    'Bu ad veya slug başka bir kategoride kullanılıyor.',
  'This property does not belong to the category.': 'Bu özellik kategoriye ait değil.',
  'The category was deleted.': 'Kategori silindi.',
  'This category is used by {{n}} adverts and cannot be deleted.':
    'Bu kategori {{n}} ilanda kullanılıyor ve silinemez.',
  'This category is used by {{n}} advert and cannot be deleted.':
    'Bu kategori {{n}} ilanda kullanılıyor ve silinemez.',
  'This advert does not exist or is not yours.': 'Bu ilan mevcut değil veya sizin değil.',
  'Choose an advert type from the list.': 'Listeden bir ilan türü seçin.',
  'Choose an active category from the list.': 'Listeden etkin bir kategori seçin.',
  'The district must be in the chosen city, and the city in the chosen country.':
    'İlçe seçilen şehirde, şehir de seçilen ülkede olmalıdır.',
  'A property does not belong to the chosen category.': 'Bir özellik seçilen kategoriye ait değil.',
  'Each property may be given once.': 'Her özellik yalnızca bir kez verilebilir.',
  'This slug is already used by another advert.': 'Bu slug başka bir ilanda kullanılıyor.',
  'You can only see your own adverts.': 'Yalnızca kendi ilanlarınızı görebilirsiniz.',
  'Something this advert refers to was changed meanwhile. Please reload and try again.':
    'Bu ilanın bağlı olduğu bir şey bu arada değişti. Lütfen sayfayı yenileyip yeniden deneyin.',
  'This advert does not exist or is no longer published.':
    'Bu ilan mevcut değil veya artık yayında değil.',
  'This advert does not exist.': 'Bu ilan mevcut değil.',
  'Choose a category (categoryid) to filter by its properties':
    'Özelliklerine göre süzmek için bir kategori (categoryid) seçin',
  'This advert type does not exist.': 'Bu ilan türü mevcut değil.',
  'An advert type with this title already exists.': 'Bu başlıkla bir ilan türü zaten var.',
  'The advert type was deleted.': 'İlan türü silindi.',
  'This advert type is used by {{n}} adverts and cannot be deleted.':
    'Bu ilan türü {{n}} ilanda kullanılıyor ve silinemez.',
  'This advert type is used by {{n}} advert and cannot be deleted.':
    'Bu ilan türü {{n}} ilanda kullanılıyor ve silinemez.',
};
