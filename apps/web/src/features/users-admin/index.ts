export { UsersAdmin } from './components/users-admin';
