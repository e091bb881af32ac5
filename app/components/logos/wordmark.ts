/**
 * One logo language for the carriers and the sample customers, the same in every market.
 *
 * Carriers are typographic wordmarks: the name in the brand font, extra bold and tight, in one
 * colour. Real marks from simple-icons exist for a handful of them only (DHL, FedEx, UPS, USPS):
 * beside dozens of typed names they read as two families, and DHL's mark is an illegible smear at
 * a strip's height. The customers' names get the same lettering, after a monochrome mark. The
 * element holding the name is its accessible name.
 */
export const WORDMARK = "font-extrabold tracking-tight";

/**
 * The one optical size of every logo strip: 18 px type on a 24 px line (logos 24 px high), 14 px
 * on a phone, where the longest sample customers fit two to a row at 360 px.
 */
export const LOGO_SIZE = "text-sm leading-6 sm:text-lg";
