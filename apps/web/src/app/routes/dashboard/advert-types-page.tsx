import { AdvertTypesScreen } from '../../../features/advert-types';

export default function AdvertTypesPage() {
  return <AdvertTypesScreen />;
}
