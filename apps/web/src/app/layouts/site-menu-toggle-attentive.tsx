import { useMenuAttention } from './menu-attention';
import { SiteMenuToggle, type SiteMenuToggleProps } from './site-menu-toggle';

/**
 * The header's menu button for a signed-in person, with the dashboard menu's dot: a chunk of its
 * own, so a visitor's first load carries none of the counts' code (docs/product.md#first-load).
 */
export default function AttentiveSiteMenuToggle(props: SiteMenuToggleProps) {
  return <SiteMenuToggle {...props} attention={useMenuAttention()} />;
}
