/** The stylesheet an editor keeps in Theme Settings › Dev Tools, injected into every page. */
export const themeCss = `/* Theme Settings: small editorial tweaks */
.wp-block-button .wp-block-button__link {
  border-radius: 999px;
  padding: 0.85rem 1.75rem;
  letter-spacing: 0.02em;
}
.wp-block-button .wp-block-button__link:hover {
  transform: translateY(-2px);
}
.has-sunset-color {
  color: #ff7a59;
}
.has-sunset-background-color {
  background-color: #ff7a59;
}
.wp-block-quote cite {
  font-style: normal;
  opacity: 0.75;
}
.testimonial-cite {
  font-size: 0.875rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
}
.marquee .slide {
  font-weight: 600;
}
`;
