/** Turkish for the catalogue import's report lines (docs/catalogue-format.md), keyed by the English. */
export const IMPORT_TR: Record<string, string> = {
  'The file holds no listings.': 'Dosyada hiç ilan yok.',
  'The file is over 5 MB.': 'Dosya 5 MB’tan büyük.',
  'The file has more than 5,000 listings: split it.':
    'Dosyada 5.000’den fazla ilan var: dosyayı bölün.',
  'The file is neither CSV with a header row nor JSON.':
    'Dosya ne başlık satırı olan bir CSV ne de JSON.',
  'The JSON must be an array of listings or an object with a "value" array.':
    'JSON, ilanlardan oluşan bir dizi ya da "value" dizisi olan bir nesne olmalıdır.',
  'The JSON is malformed at line {{line}}: {{detail}}': 'JSON {{line}}. satırda bozuk: {{detail}}',
  'The CSV is malformed at line {{line}}: {{detail}}': 'CSV {{line}}. satırda bozuk: {{detail}}',
  'A listing must be an object of fields.': 'Bir ilan, alanlardan oluşan bir nesne olmalıdır.',
  'Use at most 50 letters, digits, dots, dashes or underscores.':
    'En fazla 50 harf, rakam, nokta, tire veya alt çizgi kullanın.',
  'This ListingId is also on line {{n}}.': 'Bu ListingId {{n}}. satırda da var.',
  'PropertyType must be one of Residential, ResidentialIncome, CommercialSale, Land, Farm, ResidentialLease, CommercialLease.':
    'PropertyType şunlardan biri olmalıdır: Residential, ResidentialIncome, CommercialSale, Land, Farm, ResidentialLease, CommercialLease.',
  'Must be greater than 0': '0’dan büyük olmalıdır',
  'A price has at most two decimals': 'Fiyatta en fazla iki ondalık basamak olabilir',
  'Currency must be one of USD, EUR, GBP, TRY.':
    'Currency şunlardan biri olmalıdır: USD, EUR, GBP, TRY.',
  'Latitude must be between -90 and 90.': 'Latitude -90 ile 90 arasında olmalıdır.',
  'Longitude must be between -180 and 180.': 'Longitude -180 ile 180 arasında olmalıdır.',
  'Give both Latitude and Longitude, or neither.':
    'Latitude ve Longitude değerlerinin ikisini birden verin ya da hiçbirini vermeyin.',
  'At most 20 pictures a listing.': 'Bir ilanda en fazla 20 resim olabilir.',
  'A picture must be an http or https address.': 'Resim bir http veya https adresi olmalıdır.',
  'Features must be an object of names and values, or "Name=Value; …" in CSV.':
    'Features, adlardan ve değerlerden oluşan bir nesne ya da CSV’de "Ad=Değer; …" olmalıdır.',
  'The site has no advert type "{{name}}".': 'Sitede "{{name}}" ilan türü yok.',
  'Unknown PropertySubType "{{name}}": use a category of the site, in English or Turkish.':
    'Bilinmeyen PropertySubType "{{name}}": sitenin bir kategorisini İngilizce ya da Türkçe adıyla kullanın.',
  'Unknown country "{{name}}".': 'Bilinmeyen ülke "{{name}}".',
  'Unknown city "{{name}}" in {{country}}.': '{{country}} içinde bilinmeyen şehir "{{name}}".',
  'Unknown district "{{name}}" in {{city}}.': '{{city}} içinde bilinmeyen ilçe "{{name}}".',
  'The category has no feature "{{name}}".': 'Kategoride "{{name}}" özelliği yok.',
};
