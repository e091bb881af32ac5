/**
 * The attribute that marks a deferred stylesheet (ADR 47): the server inlines the styles a
 * document's first paint needs and makes its stylesheet link `disabled` (not fetched) with this
 * attribute; the page script's loader enables it once the first paint is shown.
 */
export const DEFERRED_STYLESHEET_ATTRIBUTE = "data-deferred-stylesheet";
