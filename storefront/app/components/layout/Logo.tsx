import { Link } from 'react-router';

/** The logo artwork is 430×80; both theme variants are in the DOM and CSS shows one. */
const LOGO_WIDTH = 430;
const LOGO_HEIGHT = 80;

export function LogoImages() {
  return (
    <>
      <img
        className="only-dark"
        src="/brand/logo-dark.svg"
        alt="Clearwell"
        width={LOGO_WIDTH}
        height={LOGO_HEIGHT}
      />
      <img
        className="only-light"
        src="/brand/logo-light.svg"
        alt="Clearwell"
        width={LOGO_WIDTH}
        height={LOGO_HEIGHT}
      />
    </>
  );
}

/** The header logo: a link home. */
export function Logo({ className }: { className?: string | undefined }) {
  return (
    <Link to="/" className={className} aria-label="Clearwell home">
      <LogoImages />
    </Link>
  );
}
