export { ContactMap } from './components/contact-map';
export { OfficesList } from './components/offices-list';
export { ContactForm } from './forms/contact-form';
export { useContactT } from './texts';
