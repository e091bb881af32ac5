import { ExternalLink } from "./ExternalLink.tsx";

/** An address as a person reads it: without the scheme and a closing slash. */
export const displayUrl = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

/** A quoted customer's site, named as the address bar shows it, in a new tab. */
export function CustomerSiteLink({ href, className }: { href: string; className: string }) {
  return (
    <ExternalLink href={href} className={className}>
      {displayUrl(href)}
    </ExternalLink>
  );
}
