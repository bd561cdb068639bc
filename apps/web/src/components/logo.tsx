import { useWebSite } from '../lib/web-site';

/** The brand mark and name; `light` for dark backgrounds. */
export function Logo({ light = false }: { light?: boolean }) {
  const site = useWebSite();
  return (
    <span className={`logo${light ? ' logo--light' : ''}`}>
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" />
        <path d="M6 16.5 16 8l10 8.5V25a1 1 0 0 1-1 1h-6v-6h-6v6H7a1 1 0 0 1-1-1z" />
      </svg>
      <span className="logo__text">{site?.siteName}</span>
    </span>
  );
}
