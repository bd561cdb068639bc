import type { PAGES_EN } from './pages.en';

/** The head texts of the pages for search engines in Turkish: the same names, none left out. */
export const PAGES_TR: Record<keyof typeof PAGES_EN, string> = {
  'home.title': '{{site}} — satılık ve kiralık evler ve mülkler',
  'home.description':
    '{{site}} üzerinde satılık ve kiralık ev, daire, villa, ofis, arsa ve dükkân bulun. Şehre, türe ve fiyata göre arayın, favorilerinizi kaydedin ve gezme randevusu alın.',
  'about.title': 'Hakkımızda — {{site}}',
  'about.description': 'Biz kimiz: {{site}} alıcıları, kiracıları ve mülk sahiplerini buluşturur.',
  'contact.title': 'İletişim — {{site}}',
  'contact.description':
    '{{site}} ile iletişime geçin: ofislerimiz, telefon numaralarımız ve bir iletişim formu.',
  'properties.title': 'Satılık ve kiralık mülkler — {{site}}',
  'properties.description':
    '{{site}} üzerindeki tüm mülk ilanlarına göz atın: türe, kategoriye, fiyata ve konuma göre süzün.',
  'agency.title': '{{name}} — {{place}} emlak ofisi — {{site}}',
  'agency.description':
    '{{name}}, {{address}}, {{place}} adresindeki emlak ofisi: {{site}} üzerinde {{count}} yayında satılık ve kiralık ilan.',
};
