export { ToastHost } from './toast-host';
export { LazyToastHost } from './lazy-toast-host';
export { toast, useToastStore } from './toast-store';
