/**
 * The attribute that holds a deferred stylesheet's real media (ADR 47): the server inlines the
 * styles a document's first paint needs and turns its stylesheet link into `media="print"` with
 * this attribute; the page script's loader restores the media once the first paint is shown.
 */
export const DEFERRED_MEDIA_ATTRIBUTE = "data-deferred-media";
