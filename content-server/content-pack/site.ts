import type { ContentPack } from './types';

export const site: ContentPack['site'] = {
  name: 'Altitude Marketing Group',
  abbreviation: 'AMG',
  description: 'A Winter Park, Florida marketing agency that helps ambitious brands rise above the noise.',
  address: ['1250 Lakemont Avenue, Suite 300', 'Winter Park, FL 32789'],
  phone: '(407) 555-0142',
  email: 'hello@altitudemarketing.example',
};
