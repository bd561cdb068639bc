import { MyAdverts } from '../../../features/owner-adverts';

export default function MyAdvertsPage() {
  return <MyAdverts />;
}
