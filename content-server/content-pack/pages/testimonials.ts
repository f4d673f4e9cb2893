export const clientNames = [
  'Lakeside Orthopedics',
  'Orange Blossom Credit Union',
  'Cypress Coffee Roasters',
  'Palmetto Industrial Supply',
  'Gulfstream Outfitters',
  'Lakeshore Living Communities',
  'Eatonville Arts Collective',
  'Sunrise Balloon Festival',
];
