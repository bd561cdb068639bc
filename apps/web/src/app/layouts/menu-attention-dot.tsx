/** The red dot on a phone's menu button while the menu's own counts are out of sight. */
export function MenuAttentionDot() {
  return <span className="menu-attention-dot" aria-hidden="true" />;
}
