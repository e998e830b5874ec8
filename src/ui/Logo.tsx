/** Props of {@link Logo}. */
export interface LogoProps {
  size?: number;
  /** Accessible name; omit when a visible text beside the logo already names it. */
  title?: string;
}

/** The Twiga mark: an inline SVG (no image request, allowed by the CSP). */
export function Logo({ size = 32, title }: LogoProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <circle cx="16" cy="16" r="15" fill="currentColor" />
      <path d="M12 25V12l-3-3 2-2 4 3h4v15h-2v-8h-3v8z" fill="#f2b233" />
      <circle cx="17" cy="14" r="1.2" fill="#5a2d00" />
    </svg>
  );
}
