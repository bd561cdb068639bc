import { UnsubscribePage } from '../../features/saved-searches';

export default UnsubscribePage;
