/** The head texts of the server-made pages for search engines (features/seo), in English. */
export const PAGES_EN = {
  'home.title': '{{site}} — homes and properties for sale and rent',
  'home.description':
    'Find houses, apartments, villas, offices, land and shops for sale and rent on {{site}}. Search by city, type and price, save favourites and book viewings.',
  'about.title': 'About — {{site}}',
  'about.description': 'Who we are: {{site}} brings buyers, tenants and owners together.',
  'contact.title': 'Contact — {{site}}',
  'contact.description': 'Write to {{site}}: our offices, phone numbers and a contact form.',
  'properties.title': 'Properties for sale and rent — {{site}}',
  'properties.description':
    'Browse every property advert on {{site}}: filter by type, category, price and location.',
  'agency.title': '{{name}} — estate agency in {{place}} — {{site}}',
  'agency.description':
    '{{name}}, estate agency at {{address}}, {{place}}: {{count}} live adverts for sale and rent on {{site}}.',
};
