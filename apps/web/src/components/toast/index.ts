export { ToastHost } from './toast-host';
export { toast, useToastStore } from './toast-store';
