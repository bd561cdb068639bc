/** Turkish for the exchange rates' sentences, keyed by the English text. */
export const RATES_TR: Record<string, string> = {
  'A rate must be a number above 0 and at most 1,000,000':
    'Kur 0’dan büyük ve en fazla 1.000.000 olan bir sayı olmalıdır',
  'A rate date must be a day written YYYY-MM-DD':
    'Kur tarihi YYYY-AA-GG biçiminde bir gün olmalıdır',
  'A rate date cannot be in the future': 'Kur tarihi gelecekte olamaz',
  "The site currency's rate is always 1": 'Sitenin para biriminin kuru her zaman 1’dir',
  'A rates file may be at most 200,000 characters':
    'Kur dosyası en fazla 200.000 karakter olabilir',
  'No rates address is set (EXCHANGE_RATES_URL); choose a rates file instead':
    'Kur adresi ayarlanmamış (EXCHANGE_RATES_URL); bunun yerine bir kur dosyası seçin',
  'The rates address could not be read': 'Kur adresi okunamadı',
  'The rates file holds no rates': 'Kur dosyasında hiç kur yok',
  'The rates file has no rate for the site currency':
    'Kur dosyasında sitenin para birimi için kur yok',
  'Line {{n}} of the rates file is not a date or a currency with its rate':
    'Kur dosyasının {{n}}. satırı bir tarih ya da kuruyla bir para birimi değil',
  'exchange rate changes': 'kur değişikliği',
};
