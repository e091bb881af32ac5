import { tagManager } from "virtual:site-config";

/** The tag manager's page for browsers without JavaScript: ns.html beside gtm.js, for a container. */
export function tagManagerFrameUrl(scriptUrl: string, id: string): string {
  const url = new URL("ns.html", scriptUrl);
  url.searchParams.set("id", id);
  return url.href;
}

/**
 * Google Tag Manager's documented install for visitors without JavaScript, first in the body, when
 * GTM_ID is set: its iframe inside <noscript>. Hidden by the `hidden` attribute rather than the
 * snippet's inline style, which the Content-Security-Policy does not admit; the policy's
 * frame-src admits the tag manager's origin (server/http/content-security-policy.ts).
 */
export function TagManagerNoscript({
  id = tagManager.id,
  scriptUrl = tagManager.scriptUrl,
}: {
  id?: string;
  scriptUrl?: string;
}) {
  if (!id) return null;
  return (
    <noscript>
      {/* The product's name, in no language: the frame is never shown. */}
      <iframe
        src={tagManagerFrameUrl(scriptUrl, id)}
        title="Google Tag Manager"
        width={0}
        height={0}
        hidden
      />
    </noscript>
  );
}
