import { PriceDropsUnsubscribePage } from '../../features/saved-searches';

export default PriceDropsUnsubscribePage;
