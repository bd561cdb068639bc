import { ComparePage } from '../../features/adverts';

export default ComparePage;
