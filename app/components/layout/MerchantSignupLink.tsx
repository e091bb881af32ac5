import type { ReactNode } from "react";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { MERCHANT_SIGNUP_URL } from "./navigation-links.ts";

/**
 * Create account: the merchant app's sign-up, in a new tab as its login is (the site stays open
 * behind it), saying so to assistive technology. `noopener` only: the app still learns the
 * visitor came from the site (the origin, by the site's referrer policy).
 */
export function MerchantSignupLink({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  return (
    <ExternalLink href={MERCHANT_SIGNUP_URL} rel="noopener" className={className}>
      {children}
    </ExternalLink>
  );
}
