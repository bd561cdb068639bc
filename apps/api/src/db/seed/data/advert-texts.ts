import type { CategoryName } from './catalog';

/**
 * Words the demo advert titles and descriptions are made of. Placeholders: {adj}, {beds},
 * {area}, {district}, {city}.
 */
export const TITLE_PATTERNS: Record<CategoryName, string[]> = {
  House: [
    '{adj} {beds}-bedroom family house in {district}',
    'Detached house with garden in {district}, {city}',
    '{adj} townhouse near the centre of {district}',
    'Renovated {beds}-bedroom house with parking in {district}',
    'Semi-detached home with a sunny garden, {district}',
  ],
  Apartment: [
    '{adj} {beds}-bedroom apartment in {district}',
    'Top-floor flat with balcony in {district}, {city}',
    'Compact {area} m² apartment close to transport, {district}',
    '{adj} apartment with city views in {district}',
    'Family apartment with lift in {district}',
  ],
  Office: [
    '{adj} office space of {area} m² in {district}',
    'Open-plan office floor in {district}, {city}',
    'Serviced office suite in {district}',
    'Corner office with meeting rooms in {district}',
  ],
  Villa: [
    '{adj} villa with private pool in {district}',
    '{beds}-bedroom villa with panoramic views, {district}',
    'Modern villa with garden and pool in {district}, {city}',
    'Secluded stone villa near {district}',
  ],
  Land: [
    '{area} m² building plot in {district}',
    'Residential land with road access, {district}',
    'Orchard plot near {district}, {city}',
    'Level plot with planning permission in {district}',
  ],
  Shop: [
    '{adj} corner shop in {district}',
    'Retail unit with shop window on a busy street, {district}',
    'Ground-floor shop of {area} m² in {district}, {city}',
    'Café-ready retail space in {district}',
  ],
};

export const ADJECTIVES = [
  'Bright',
  'Spacious',
  'Charming',
  'Modern',
  'Cosy',
  'Elegant',
  'Quiet',
  'Sunny',
  'Stylish',
  'Well-kept',
];

export const INTROS: Record<CategoryName, string[]> = {
  House: [
    'A warm family home on a quiet, tree-lined street.',
    'This well-proportioned house has been cared for by the same family for years.',
  ],
  Apartment: [
    'A light-filled apartment in a well-maintained building.',
    'This apartment combines a central location with a calm, comfortable layout.',
  ],
  Office: [
    'Professional office space in a modern, well-managed building.',
    'A flexible workspace that suits a growing team.',
  ],
  Villa: [
    'An exceptional villa designed for relaxed indoor and outdoor living.',
    'A private retreat with generous rooms and beautiful surroundings.',
  ],
  Land: [
    'A rare opportunity to build in a sought-after area.',
    'A well-located plot with open views and good access.',
  ],
  Shop: [
    'A retail unit in a lively shopping street.',
    'A practical shop with strong visibility and steady passing trade.',
  ],
};

export const FEATURES: Record<CategoryName, string[]> = {
  House: [
    'The ground floor has an open kitchen that flows into a bright living room.',
    'A private garden with mature trees gives plenty of room for children and pets.',
    'The roof and windows were renewed recently, keeping heating bills low.',
    'There is a garage and space for a second car on the driveway.',
    'Upstairs, every bedroom has built-in wardrobes and a view over the garden.',
  ],
  Apartment: [
    'Large windows fill the living room with daylight all day.',
    'The kitchen is fully fitted with new appliances.',
    'A balcony faces the quiet inner courtyard.',
    'The building has a lift, a concierge and secure bicycle storage.',
    'Wooden floors and high ceilings give the rooms a warm, airy feel.',
  ],
  Office: [
    'The floor is open plan and can be divided with glass partitions.',
    'Fibre internet, air conditioning and raised floors are already installed.',
    'Two meeting rooms and a kitchenette are included.',
    'The reception area is staffed during office hours.',
    'Underground parking is available for staff and visitors.',
  ],
  Villa: [
    'A private swimming pool sits on a terrace surrounded by landscaped gardens.',
    'Floor-to-ceiling windows open onto wide terraces with panoramic views.',
    'The master suite has a walk-in wardrobe and its own terrace.',
    'An outdoor kitchen and dining area make summer evenings easy.',
    'The villa is fully fenced with an automatic gate and a video intercom.',
  ],
  Land: [
    'The plot is level and ready for construction.',
    'Electricity and water connections run along the road.',
    'Zoning allows a detached house of up to two storeys.',
    'Olive and fruit trees grow along the southern edge.',
    'A paved road leads right up to the plot.',
  ],
  Shop: [
    'A wide shop window faces a busy pedestrian street.',
    'The unit has a storage room and a staff toilet at the back.',
    'It is suitable for a café, boutique or pharmacy.',
    'The previous tenant ran a bakery here for twelve years.',
    'Steady foot traffic comes from the nearby market and metro station.',
  ],
};

export const LOCATION_LINES = [
  'Located in {district}, {city}, with shops, schools and public transport within walking distance.',
  'The neighbourhood of {district} is one of the most popular in {city}, with cafés and parks close by.',
  'From {district} you reach the centre of {city} in minutes by public transport.',
];

export const CLOSING_LINES: Record<'Sale' | 'Rent', string[]> = {
  Sale: [
    'Offered for sale with clear title; request a tour to see it in person.',
    'A sound investment in a growing area. Viewings by appointment.',
  ],
  Rent: [
    'Available for rent now; the monthly rent excludes utilities. Request a tour to visit.',
    'Offered on a one-year lease, renewable. Viewings by appointment.',
  ],
};

export const REJECTION_REASONS = [
  'The photos do not show the property. Please upload pictures of the property itself.',
  'The price looks wrong for this kind of property. Please check it and submit again.',
  'The description is missing the size and the number of rooms.',
];
